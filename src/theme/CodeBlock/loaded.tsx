/**
 * The classic code block, in a chunk of its own (src/plugins/code-blocks):
 * pages that show code import this module with their own chunks, and ./index
 * loads it for a block anywhere else.
 */
import CodeBlock from '@theme-original/CodeBlock';
import {registerCodeBlock} from '.';

registerCodeBlock(CodeBlock);

export default CodeBlock;

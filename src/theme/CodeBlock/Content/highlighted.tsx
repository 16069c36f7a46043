/**
 * The highlighter: Prism with the site's extra languages (themeConfig.prism.
 * additionalLanguages) and the classic theme's code block content. Its own
 * chunk, loaded when a code block has no highlighted HTML at hand.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockContent from '@theme-original/CodeBlock/Content';
import {registerHighlightedContent} from './registry';

prismIncludeLanguages(Prism);
registerHighlightedContent(CodeBlockContent);

export default CodeBlockContent;

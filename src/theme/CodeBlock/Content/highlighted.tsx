/**
 * The highlighter: Prism with the site's extra languages (themeConfig.prism.
 * additionalLanguages) and the classic theme's code block content. Its own
 * chunk (src/plugins/prism), loaded by the pages that show code.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockContent from '@theme-original/CodeBlock/Content';
import {registerHighlightedContent} from './registry';

prismIncludeLanguages(Prism);
registerHighlightedContent(CodeBlockContent);

export default CodeBlockContent;

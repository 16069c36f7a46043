// What @docusaurus/utils-common exports, from the files its index re-exports,
// without the index itself: it loads tslib for one helper, and the browser
// bundle then carries all of tslib (4 KB gzip) on every page. index.test.ts
// checks that the names stay the same as the package's.
import * as trailingSlash from '@docusaurus/utils-common/lib/applyTrailingSlash.js';

// The module is CommonJS: to a strict ES module (Node, and Rspack in
// development) its default export is the whole `exports` object; to others
// (Rspack in production), `exports.default`.
/** @type {any} */
const defaultExport = trailingSlash.default;
/** @type {typeof trailingSlash.default} */
export const applyTrailingSlash = typeof defaultExport === 'function' ? defaultExport : defaultExport.default;
export {addTrailingSlash, addLeadingSlash, removeTrailingSlash} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';

export const blogPostContainerID = '__blog-post-container';

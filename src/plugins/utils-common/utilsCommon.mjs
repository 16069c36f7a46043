// What @docusaurus/utils-common exports, from the files its index re-exports,
// without the index itself: it loads tslib for one helper, and the browser
// bundle then carries all of tslib (4 KB gzip) on every page. index.test.ts
// checks that the names stay the same as the package's.
export {default as applyTrailingSlash, addTrailingSlash, addLeadingSlash, removeTrailingSlash} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';

export const blogPostContainerID = '__blog-post-container';

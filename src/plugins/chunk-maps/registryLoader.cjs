// Rspack/webpack loader for Docusaurus' generated route registry
// (.docusaurus/registry.js), browser build only. Each entry is
//   "<chunk>": [() => import("<module>"), "<module>", require.resolveWeak("<module>")]
// and the second element, the module's path, is read only while rendering on
// the server (react-loadable reports it to collect the page's chunks). The
// browser gets an empty string there: several KB less in main.js. Lines of
// any other shape are left as they are.

const MODULE_PATH = /(\(\) => import\([^)]*\), )"(?:[^"\\]|\\.)*"(, require\.resolveWeak\()/g;

/** @param {string} source */
function withoutModulePaths(source) {
  return source.replace(MODULE_PATH, '$1""$2');
}

module.exports = function registryLoader(/** @type {string} */ source) {
  return withoutModulePaths(source);
};
module.exports.withoutModulePaths = withoutModulePaths;

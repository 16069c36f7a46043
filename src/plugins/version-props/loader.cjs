// Rspack/webpack loader for the docs plugin's generated route props (JSON):
// empties the docs map no page reads (see leanVersionProps.cjs).
const {withoutDocsMap} = require('./leanVersionProps.cjs');

/** @param {string} source */
module.exports = function versionPropsLoader(source) {
  return JSON.stringify(withoutDocsMap(JSON.parse(source)));
};

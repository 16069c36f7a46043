// Rspack/webpack loader: `import demo from '!!<this loader>!./Demo.tsx'` gives
// `{ts, js, versions, load}`: the demo's TypeScript as written, its generated
// JavaScript, the installed versions of the packages a sandbox of it may need,
// and `load()`, a dynamic import of the component itself. The page's chunk so
// holds the code a reader reads, while the component and the packages it runs
// on come in a chunk of their own, fetched when the demo is about to render.
// The server build also gets `component`, imported statically: server
// rendering is synchronous, so the HTML holds every demo in place. In the
// browser build, `load()` also gives the demo's imports for the live editor
// (`scope` and `partial`, see scope-loader.cjs).
// The bundler tracks the file, so edits refresh all of it.
const {readFileSync} = require('node:fs');
const path = require('node:path');
const {tsToJs} = require('./transpile.cjs');
const SANDBOX_PACKAGES = require('./sandboxPackages.json');

const SCOPE_LOADER = require.resolve('./scope-loader.cjs');

/**
 * @param {string} siteDir
 * @param {string} source
 * @returns {Record<string, string>}
 */
function installedVersions(siteDir, source) {
  /** @type {Record<string, string>} */
  const versions = {};
  for (const name of SANDBOX_PACKAGES) {
    const base = ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'].includes(name);
    if (!base && !source.includes(`'${name}`) && !source.includes(`"${name}`) && !(name === 'dayjs' && source.includes('AdapterDayjs'))) continue;
    try {
      versions[name] = JSON.parse(readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')).version;
    } catch {
      // Not installed here: the sandbox falls back to the latest release.
    }
  }
  return versions;
}

/**
 * @param {unknown} target the compiler's `target` option
 * @returns {boolean} whether the bundle runs in Node.js (Docusaurus' server build)
 */
function targetsNode(target) {
  const targets = Array.isArray(target) ? target : [target];
  return targets.some((entry) => typeof entry === 'string' && entry.startsWith('node'));
}

/**
 * The component's chunk has no name: Docusaurus lists every named chunk in the
 * runtime every page loads (its chunk name → id table), and 500 demo names
 * weighed 7 KB gzip there. Anonymous chunks also keep demos out of the
 * site-wide `common` chunk (see ./index.ts).
 * @param {{ts: string, js: string, versions: Record<string, string>}} sources
 * @param {string} request the demo's file, relative to this module
 * @param {boolean} forServer
 * @returns {string} the module's code
 */
function demoModule(sources, request, forServer) {
  if (!forServer) return `export default {...${JSON.stringify(sources)}, load: () => import(${JSON.stringify(`!!${SCOPE_LOADER}!${request}`)})};`;
  const fields = `...${JSON.stringify(sources)}, load: () => import(${JSON.stringify(request)})`;
  return `import component from ${JSON.stringify(request)};\nexport default {${fields}, component};`;
}

/** @this {{async: () => (error: Error | null, result?: string) => void, rootContext: string, resourcePath: string, _compiler?: {options?: {target?: unknown}}}} */
module.exports = function demoSourceLoader(/** @type {string} */ source) {
  const callback = this.async();
  const versions = installedVersions(this.rootContext, source);
  // Relative to the demo's own folder, which is this module's context too.
  const request = `./${path.basename(this.resourcePath)}`;
  const forServer = targetsNode(this._compiler?.options?.target);
  tsToJs(source).then(
    (js) => callback(null, demoModule({ts: source, js, versions}, request, forServer)),
    (error) => callback(error),
  );
};

module.exports.demoModule = demoModule;
module.exports.targetsNode = targetsNode;

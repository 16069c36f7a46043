// Rspack/webpack loader: `import source from '!!<this loader>!./Demo.tsx'`
// gives `{ts, js, versions}`: the demo's TypeScript as written, its generated
// JavaScript, and the installed versions of the packages a sandbox of it may
// need. The bundler tracks the file, so edits refresh all three.
const {readFileSync} = require('node:fs');
const path = require('node:path');
const {tsToJs} = require('./transpile.cjs');
const SANDBOX_PACKAGES = require('./sandboxPackages.json');

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

/** @this {{async: () => (error: Error | null, result?: string) => void, rootContext: string}} */
module.exports = function demoSourceLoader(/** @type {string} */ source) {
  const callback = this.async();
  const versions = installedVersions(this.rootContext, source);
  tsToJs(source).then(
    (js) => callback(null, `export default ${JSON.stringify({ts: source, js, versions})};`),
    (error) => callback(error),
  );
};

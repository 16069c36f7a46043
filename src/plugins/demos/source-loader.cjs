// Rspack/webpack loader: `import source from '!!<this loader>!./Demo.tsx'`
// gives `{ts, js}`, the demo's TypeScript as written and its generated
// JavaScript. The bundler tracks the file, so edits refresh both.
const {tsToJs} = require('./transpile.cjs');

/** @this {{async: () => (error: Error | null, result?: string) => void}} */
module.exports = function demoSourceLoader(/** @type {string} */ source) {
  const callback = this.async();
  tsToJs(source).then(
    (js) => callback(null, `export default ${JSON.stringify({ts: source, js})};`),
    (error) => callback(error),
  );
};

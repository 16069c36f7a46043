// Rspack/webpack loader: `import('!!<this loader>!./Demo.tsx')` gives the demo
// component (default export) with its scope for the live editor: `scope`, a
// map from module name to module object, which the editor's `require` answers
// from when the reader edits the demo, and `partial`, the modules it holds
// only in part. It imports exactly the bindings the demo imports (CommonJS
// packages whole): those are in the demo's chunk already, and asking for more
// would keep unused exports of the packages in every page's bundle. It is the
// demo's own chunk rather than one of its own: each chunk costs every page an
// entry in the runtime's table of chunk files.
const path = require('node:path');
const {demoImports} = require('./demoImports.cjs');

/**
 * @param {import('./demoImports.cjs').DemoImport[]} imports
 * @param {string | null} request the demo's own file, re-exported as the default export
 * @returns {string} the module's code
 */
function scopeModule(imports, request = null) {
  /** @type {string[]} */
  const lines = [];
  /** @type {string[]} */
  const entries = [];
  imports.forEach(({specifier, whole, defaultImport, names}, index) => {
    const id = `m${index}`;
    const from = JSON.stringify(specifier);
    if (whole) {
      lines.push(`import * as ${id} from ${from};`);
      entries.push(`${from}: ${id}`);
      return;
    }
    const bindings = names.map((name, n) => `${name} as ${id}_${n}`);
    const clause = [defaultImport ? `${id}_default` : null, bindings.length > 0 ? `{${bindings.join(', ')}}` : null].filter(Boolean).join(', ');
    lines.push(`import ${clause} from ${from};`);
    const fields = [
      // The module as the compiled code's interop expects an ES module.
      '__esModule: true',
      ...(defaultImport ? [`default: ${id}_default`] : []),
      ...names.map((name, n) => `${JSON.stringify(name)}: ${id}_${n}`),
    ];
    entries.push(`${from}: {${fields.join(', ')}}`);
  });
  const partial = imports.filter(({whole}) => !whole).map(({specifier}) => specifier);
  const component = request ? `export {default} from ${JSON.stringify(request)};\n` : '';
  return `${component}${lines.join('\n')}\nexport const scope = {${entries.join(', ')}};\nexport const partial = ${JSON.stringify(partial)};\n`;
}

/** @this {{resourcePath: string}} */
module.exports = function demoScopeLoader(/** @type {string} */ source) {
  return scopeModule(demoImports(source), `./${path.basename(this.resourcePath)}`);
};

module.exports.scopeModule = scopeModule;

// The run-time imports of a demo, read with TypeScript's parser: what the
// live editor's scope must provide when the reader edits the demo's code.
// Type-only imports (`import type …`, or every binding marked `type`) vanish
// when the code is compiled, so they are left out.
const ts = require('typescript');

/**
 * Packages written in CommonJS: their whole module object costs nothing more
 * than the names a demo picks, so the editor gets all of it (a reader may add
 * `useMemo` to a demo that imported only `useState`).
 */
const WHOLE_MODULES = [/^react$/, /^react-dom$/, /^dayjs$/, /^dayjs\/plugin\/[\w-]+$/];

/**
 * @typedef {{specifier: string, whole: boolean, defaultImport: boolean, names: string[]}} DemoImport
 * `whole`: the module object itself (a namespace import, or a CommonJS package);
 * otherwise `defaultImport` and the exported `names` the demo takes.
 */

/**
 * @param {string} source the demo's TypeScript (TSX)
 * @returns {DemoImport[]} one entry per module, in source order
 */
function demoImports(source) {
  const file = ts.createSourceFile('Demo.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  /** @type {Map<string, DemoImport>} */
  const imports = new Map();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (clause?.isTypeOnly) continue;
    const bindings = clause?.namedBindings;
    const named = bindings && ts.isNamedImports(bindings) ? bindings.elements.filter((element) => !element.isTypeOnly) : [];
    const namespace = Boolean(bindings && ts.isNamespaceImport(bindings));
    const defaultImport = Boolean(clause?.name);
    // `import {type A} from 'x'` brings in nothing at run time; a bare `import 'x'` runs the module.
    if (clause && !defaultImport && !namespace && named.length === 0) continue;
    const entry = imports.get(specifier) ?? {specifier, whole: WHOLE_MODULES.some((pattern) => pattern.test(specifier)), defaultImport: false, names: []};
    entry.whole ||= namespace || !clause;
    entry.defaultImport ||= defaultImport;
    for (const element of named) {
      const name = (element.propertyName ?? element.name).text;
      if (!entry.names.includes(name)) entry.names.push(name);
    }
    imports.set(specifier, entry);
  }
  return [...imports.values()];
}

module.exports = {demoImports};

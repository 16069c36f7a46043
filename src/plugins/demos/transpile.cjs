// TypeScript demo → JavaScript demo, at build time: TypeScript's own
// transpiler removes the types (JSX is kept as written), then Prettier formats
// the result. Blank lines carry meaning in demos but the transpiler drops
// them, so they travel through as marker comments.
const ts = require('typescript');
// Prettier's standalone build: no dynamic import inside, so it also runs under jest.
const prettier = require('prettier/standalone');
const prettierBabel = require('prettier/plugins/babel');
const prettierEstree = require('prettier/plugins/estree');

const BLANK_LINE_MARKER = '//__demo_blank_line__';

/** Prettier settings for the generated JavaScript (the TypeScript source is shown as written). */
/** @type {import('prettier').Options} */
const PRETTIER_OPTIONS = {
  parser: 'babel',
  plugins: [prettierBabel, prettierEstree],
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 90,
};

/**
 * @param {string} source TypeScript (TSX) source of a demo
 * @returns {Promise<string>} the same demo in JavaScript (JSX)
 */
async function tsToJs(source) {
  const marked = source.replace(/^[ \t]*$/gm, BLANK_LINE_MARKER);
  const {outputText, diagnostics} = ts.transpileModule(marked, {
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      // Keep `import React`-style imports that are only used as values in JSX.
      verbatimModuleSyntax: false,
      removeComments: false,
    },
  });
  const error = diagnostics?.find((d) => d.category === ts.DiagnosticCategory.Error);
  if (error) {
    throw new Error(`Cannot turn the demo into JavaScript: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  }
  const unmarked = outputText.replace(new RegExp(`^[ \\t]*${BLANK_LINE_MARKER}$`, 'gm'), '');
  return prettier.format(unmarked, PRETTIER_OPTIONS);
}

module.exports = {tsToJs, BLANK_LINE_MARKER};

/**
 * The live editor's pipeline, from the code a reader typed to a component:
 * compile (sucrase: types and JSX removed, imports turned into `require`
 * calls, lines kept where they were), then run the result as a module whose
 * `require` answers from the demo's scope. Every failure becomes a
 * `LiveCodeError` with a short message, and a line where there is one.
 * Part of the editor's chunk: nothing here loads before a reader edits.
 */
import type {ComponentType} from 'react';

type Transpiler = {transform: typeof import('sucrase').transform; parse: typeof import('@babel/parser').parse};

let transpiler: Promise<Transpiler> | null = null;

/**
 * The transpiler, in chunks of their own: the editor opens without waiting for
 * them, and they arrive while the reader types the first characters. Sucrase
 * transforms quickly but assumes valid input (a missing brace can come out as
 * different, valid code), so Babel's parser checks the code first.
 */
export function loadTranspiler(): Promise<Transpiler> {
  transpiler ??= Promise.all([import('sucrase'), import('@babel/parser')]).then(([{transform}, {parse}]) => ({transform, parse}));
  return transpiler;
}

/** "Unexpected token (3:5)" → "Unexpected token": the position is given apart. */
function withoutPosition(message: string): string {
  return message.replace(/^Error transforming [^:]*: /, '').replace(/ \(\d+:\d+\)$/, '');
}

function syntaxError(error: unknown): LiveCodeError {
  const loc = (error as {loc?: {line: number; column: number}}).loc;
  return new LiveCodeError('syntax', withoutPosition(String((error as Error)?.message ?? error)), loc ? {line: loc.line, column: loc.column + 1} : {});
}

export type LiveErrorKind = 'syntax' | 'import' | 'runtime' | 'render';

export class LiveCodeError extends Error {
  readonly kind: LiveErrorKind;
  /** 1-based, in the reader's code. */
  readonly line?: number;
  readonly column?: number;

  constructor(kind: LiveErrorKind, message: string, position: {line?: number; column?: number} = {}) {
    super(message);
    this.name = 'LiveCodeError';
    this.kind = kind;
    this.line = position.line;
    this.column = position.column;
  }
}

/** Module name → module object, as the compiled code's `require` sees it. */
export type LiveScope = Readonly<Record<string, unknown>>;

/**
 * The reader's code as a CommonJS module body. The file name's extension
 * says whether types are allowed (`.tsx`) or not (`.js`).
 */
export async function compileDemo(code: string, fileName: string): Promise<string> {
  const {transform, parse} = await loadTranspiler();
  const typescript = fileName.endsWith('.tsx');
  try {
    parse(code, {sourceType: 'module', plugins: typescript ? ['jsx', 'typescript'] : ['jsx']});
    return transform(code, {
      transforms: typescript ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: fileName,
    }).code;
  } catch (error) {
    throw syntaxError(error);
  }
}

/** Probes made by the module interop and by tools, answered with `undefined` rather than an error. */
const HARMLESS_PROBES = new Set(['__esModule', 'default', 'then', 'toJSON', '$$typeof']);

/**
 * A partial module (the names one demo imports) that names what is missing
 * when the edited code asks for more, instead of handing React `undefined`.
 */
function guardedModule(specifier: string, module: object): object {
  return new Proxy(module, {
    get(target, property, receiver) {
      if (typeof property === 'symbol' || property in target || HARMLESS_PROBES.has(property)) return Reflect.get(target, property, receiver);
      const names = Object.keys(target).filter((name) => name !== '__esModule' && name !== 'default');
      throw new LiveCodeError(
        'import',
        `"${property}" from "${specifier}" is not loaded for this demo (it imports ${names.join(', ') || 'only its default export'}). Open the demo in StackBlitz or CodeSandbox to use more of the package.`,
      );
    },
  });
}

/**
 * The `require` of the compiled code: the scope's modules, and a clear error
 * for any other. `partial` names the modules of which the scope holds only
 * the exports the demo imports (see src/plugins/demos/scope-loader.cjs).
 */
export function liveRequire(scope: LiveScope, partial: ReadonlySet<string> = new Set()): (specifier: string) => unknown {
  return (specifier) => {
    if (!Object.hasOwn(scope, specifier)) {
      const available = Object.keys(scope).filter((name) => name !== 'react/jsx-runtime');
      throw new LiveCodeError(
        'import',
        `"${specifier}" is not available in the live editor. This demo can import ${available.map((name) => `"${name}"`).join(', ')}. Open it in StackBlitz or CodeSandbox to add packages.`,
      );
    }
    const module = scope[specifier];
    return partial.has(specifier) && typeof module === 'object' && module !== null ? guardedModule(specifier, module) : module;
  };
}

/** Runs a module body with `require`, `module` and `exports`, and returns the factory's result. */
export type ModuleRunner = (body: string) => Promise<(require: (specifier: string) => unknown, module: {exports: Record<string, unknown>}, exports: Record<string, unknown>) => void>;

/**
 * The module a runner loads: a factory whose body is the compiled code, one
 * line below the start, so stack positions map back to the reader's lines.
 */
export function factoryModuleSource(body: string): string {
  return `export default function (require, module, exports) {\n${body}\n}`;
}

/** Lines `factoryModuleSource` puts before the reader's code. */
const WRAPPER_LINES = 1;

/** Where a `blob:` module's stack points: the reader's line and column. */
function positionInStack(error: unknown): {line?: number; column?: number} {
  const match = /blob:[^\s)]*?:(\d+):(\d+)/.exec(String((error as Error)?.stack ?? ''));
  if (!match) return {};
  const line = Number(match[1]) - WRAPPER_LINES;
  return line >= 1 ? {line, column: Number(match[2])} : {};
}

function isComponent(value: unknown): value is ComponentType {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/** Compiles and runs the reader's code; resolves to its default export, the demo component. */
export async function evaluateDemo(
  code: string,
  fileName: string,
  scope: {modules: LiveScope; partial?: ReadonlySet<string>},
  run: ModuleRunner,
): Promise<ComponentType> {
  const body = await compileDemo(code, fileName);
  let factory: Awaited<ReturnType<ModuleRunner>>;
  try {
    factory = await run(body);
  } catch (error) {
    // What Babel's check let through and the browser's parser did not.
    throw new LiveCodeError('syntax', (error as Error)?.message ?? String(error), positionInStack(error));
  }
  const module: {exports: Record<string, unknown>} = {exports: {}};
  try {
    factory(liveRequire(scope.modules, scope.partial), module, module.exports);
  } catch (error) {
    if (error instanceof LiveCodeError) throw error;
    throw new LiveCodeError('runtime', (error as Error)?.message ?? String(error), positionInStack(error));
  }
  const component = module.exports.default;
  if (!isComponent(component)) {
    throw new LiveCodeError('runtime', 'The code must export the demo component as its default export (export default function …).');
  }
  return component;
}

/** What the reader sees under the preview. */
export type LiveError = {kind: LiveErrorKind; text: string};

/** The message shown under the preview. */
export function describeLiveError(error: unknown): LiveError {
  if (error instanceof LiveCodeError) {
    const where = error.line ? ` (line ${error.line}${error.column ? `, column ${error.column}` : ''})` : '';
    return {kind: error.kind, text: `${error.message}${where}`};
  }
  return {kind: 'render', text: (error as Error)?.message ?? String(error)};
}

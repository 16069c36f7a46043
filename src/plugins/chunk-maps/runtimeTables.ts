/**
 * The bundler's runtime looks chunks up in two tables written inline in the
 * functions that read them, so each call builds its table again: the chunk
 * id → file hash table (about 1,400 entries) in `__webpack_require__.u`, and
 * Docusaurus' chunk name → id table in `__webpack_require__.gca`, which calls
 * `.u` too. Route prefetching calls them for every chunk of every link that
 * scrolls into view, and loading a demo calls `.u`: on a demo-heavy page that
 * was 15–20 ms of main-thread time plus the garbage. Here each table is built
 * once, as the argument of a function that returns the looker-up.
 */

/** `<runtime>.u=e=>"assets/js/"+e+"."+({…})[e]+".js"`, as the minifier writes it. */
const CHUNK_FILENAME = /([\w$]+\.u=)([\w$]+)=>("[^"]*"\+\2\+"\."\+)\((\{[^{}]*\})\)\[\2\](\+"\.js")/;
/** `<runtime>.gca=function(e){return e=({…})[e]||e,<runtime>.p+<runtime>.u(e)}`. */
const CHUNK_ASSET = /([\w$]+\.gca=)function\(([\w$]+)\)\{return \2=\((\{[^{}]*\})\)\[\2\]\|\|\2,([^{}]*)\}/;

/** A name for the table that differs from the function's parameter. */
const tableName = (parameter: string): string => (parameter === 't' ? 'n' : 't');

export class RuntimeTablesError extends Error {}

/**
 * The runtime source with both tables hoisted. Throws when the runtime has a
 * table function of another shape (a bundler upgrade): the build then says
 * so, rather than silently losing the saving.
 */
export function hoistRuntimeTables(source: string): string {
  const filename = CHUNK_FILENAME.exec(source);
  if (!filename) throw new RuntimeTablesError('chunk-maps: the runtime’s chunk filename function (`.u=`) has a shape src/plugins/chunk-maps/runtimeTables.ts does not know; update its pattern for this bundler version.');
  let result = source.replace(CHUNK_FILENAME, (_, assign: string, id: string, prefix: string, table: string, suffix: string) => {
    const t = tableName(id);
    return `${assign}(${t}=>${id}=>${prefix}${t}[${id}]${suffix})(${table})`;
  });
  // Docusaurus adds `.gca` to the client runtime only.
  if (!result.includes('.gca=')) return result;
  if (!CHUNK_ASSET.test(result)) throw new RuntimeTablesError('chunk-maps: the runtime’s chunk asset function (`.gca=`, from Docusaurus’ ChunkAssetPlugin) has a shape src/plugins/chunk-maps/runtimeTables.ts does not know; update its pattern.');
  result = result.replace(CHUNK_ASSET, (_, assign: string, name: string, table: string, rest: string) => {
    const t = tableName(name);
    return `${assign}(${t}=>function(${name}){return ${name}=${t}[${name}]||${name},${rest}})(${table})`;
  });
  return result;
}

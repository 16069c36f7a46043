/**
 * The bundler's runtime looks chunks up in two tables written inline in the
 * functions that read them, so each call builds its table again: the chunk
 * id → file hash table (about 1,400 entries) in `__webpack_require__.u`, and
 * Docusaurus' chunk name → id table in `__webpack_require__.gca`, which calls
 * `.u` too. Route prefetching calls them for every chunk of every link that
 * scrolls into view, and loading a demo calls `.u`: on a demo-heavy page that
 * was 15–20 ms of main-thread time plus the garbage. Here each table is built
 * once, as the argument of a function that returns the looker-up.
 *
 * The file hash table is also the largest part of every page's first load
 * (a chunk per demo: about 8 bytes gzip each), so it is written packed: the
 * chunk ids as base-36 gaps between sorted ids, the hashes as one string.
 */

/** `<runtime>.u=e=>"assets/js/"+e+"."+({…})[e]+".js"`, as the minifier writes it. */
const CHUNK_FILENAME = /([\w$]+\.u=)([\w$]+)=>("[^"]*"\+\2\+"\."\+)\((\{[^{}]*\})\)\[\2\](\+"\.js")/;
/** `<runtime>.gca=function(e){return e=({…})[e]||e,<runtime>.p+<runtime>.u(e)}`. */
const CHUNK_ASSET = /([\w$]+\.gca=)function\(([\w$]+)\)\{return \2=\((\{[^{}]*\})\)\[\2\]\|\|\2,([^{}]*)\}/;

/** A name for the table that differs from the function's parameter. */
const tableName = (parameter: string): string => (parameter === 't' ? 'n' : 't');

export class RuntimeTablesError extends Error {}

/**
 * An expression that builds the same id → hash object as `literal` (the
 * minifier's object literal, read here as the build's own JavaScript).
 * Numeric ids with hex hashes of one length are packed; any other entry is
 * kept as it is.
 */
export function packedHashTable(literal: string): string {
  const table = new Function(`return (${literal});`)() as Record<string, string>;
  const entries = Object.entries(table);
  const length = entries[0]?.[1].length ?? 0;
  const packable = entries.filter(([id, hash]) => /^(0|[1-9]\d*)$/.test(id) && Number.isSafeInteger(Number(id)) && hash.length === length && /^[0-9a-f]+$/.test(hash));
  if (packable.length === 0) return literal;
  packable.sort(([a], [b]) => Number(a) - Number(b));
  let previous = 0;
  const gaps = packable.map(([id]) => {
    const gap = (Number(id) - previous).toString(36);
    previous = Number(id);
    return gap;
  });
  const hashes = packable.map(([, hash]) => hash).join('');
  const rest = Object.fromEntries(entries.filter((entry) => !packable.includes(entry)));
  return `((d,h,t)=>{for(var i=0,n=0,s=d.split(",");n<s.length;n++)t[i+=parseInt(s[n],36)]=h.slice(${length}*n,${length}*n+${length});return t})(${JSON.stringify(gaps.join(','))},${JSON.stringify(hashes)},${JSON.stringify(rest)})`;
}

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
    return `${assign}(${t}=>${id}=>${prefix}${t}[${id}]${suffix})(${packedHashTable(table)})`;
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

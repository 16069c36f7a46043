/** @jest-environment node */
import {gzipSync} from 'node:zlib';
import {hoistRuntimeTables, packedHashTable, RuntimeTablesError} from './runtimeTables';

// The two functions as the minified runtime writes them, around other runtime code.
const runtime = [
  'i.e=e=>Promise.all([]),',
  'i.u=e=>"assets/js/"+e+"."+({10037:"2bfd5d14",10090:"3038196f",99959:"0585d537"})[e]+".js",',
  'i.miniCssF=e=>"assets/css/"+("35847"===e?"1a4e379f":e)+".css",',
  'i.p="/x/",',
  'i.gca=function(e){return e=({0x9fcdca:"10037","content---abc":"10090"})[e]||e,i.p+i.u(e)},',
  'i.rv=()=>"1.7.12"',
].join('');

/** Runs a runtime fragment and returns its `__webpack_require__` object. */
function evaluate(source: string): Record<string, (key: string | number) => string> {
  return new Function(`const i = {}; ${source}; return i;`)() as Record<string, (key: string | number) => string>;
}

it('gives the same file names and chunk URLs as the original runtime', () => {
  const before = evaluate(runtime);
  const after = evaluate(hoistRuntimeTables(runtime));
  for (const id of [10037, '10090', 99959]) expect(after.u(id)).toBe(before.u(id));
  for (const name of [0x9fcdca, 'content---abc', 'content---missing', '99959']) expect(after.gca(name)).toBe(before.gca(name));
  expect(after.u(10037)).toBe('assets/js/10037.2bfd5d14.js');
  expect(after.gca('content---abc')).toBe('/x/assets/js/10090.3038196f.js');
});

it('builds each table once, not on every call', () => {
  const hoisted = hoistRuntimeTables(runtime);
  // Each table is now an argument, outside the function that reads it.
  expect(hoisted).toContain('i.u=(t=>e=>"assets/js/"+e+"."+t[e]+".js")(');
  expect(hoisted).toContain('i.gca=(t=>function(e){return e=t[e]||e,i.p+i.u(e)})({0x9fcdca:');
  // Everything else is untouched.
  expect(hoisted).toContain('i.miniCssF=e=>"assets/css/"+("35847"===e?"1a4e379f":e)+".css",i.p="/x/",');
});

it('names the table apart from a parameter called t', () => {
  const withT = 'i.p="/x/",i.u=t=>"assets/js/"+t+"."+({1:"aa"})[t]+".js",i.gca=function(t){return t=({b:"1"})[t]||t,i.p+i.u(t)};';
  const hoisted = evaluate(hoistRuntimeTables(withT));
  expect(hoisted.u(1)).toBe('assets/js/1.aa.js');
  expect(hoisted.gca('b')).toBe('/x/assets/js/1.aa.js');
});

it('leaves a runtime without Docusaurus’ chunk asset function with only the filename table hoisted', () => {
  const serverRuntime = 'i.u=e=>"assets/js/"+e+"."+({1:"aa"})[e]+".js";';
  const hoisted = hoistRuntimeTables(serverRuntime);
  expect(hoisted).toMatch(/^i\.u=\(t=>e=>"assets\/js\/"\+e\+"\."\+t\[e\]\+"\.js"\)\(.*\);$/);
  expect(evaluate(hoisted).u(1)).toBe('assets/js/1.aa.js');
});

it('fails the build with a clear message when the bundler writes the functions differently', () => {
  expect(() => hoistRuntimeTables('i.u=function(e){return "assets/js/"+e+".js"};')).toThrow(RuntimeTablesError);
  expect(() => hoistRuntimeTables('i.u=function(e){return "assets/js/"+e+".js"};')).toThrow(/chunk filename function/);
  const oddAsset = 'i.u=e=>"assets/js/"+e+"."+({1:"aa"})[e]+".js",i.gca=function(e){var n={a:1};return i.p+i.u(n[e])};';
  expect(() => hoistRuntimeTables(oddAsset)).toThrow(/chunk asset function/);
});

/** A table like the runtime's: `count` sorted numeric ids, 8-hex-digit hashes, from a seeded generator. */
function chunkTable(count: number): string {
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const entries: string[] = [];
  let id = 0;
  for (let n = 0; n < count; n++) {
    id += 1 + (next() % 120);
    entries.push(`${id}:"${next().toString(16).padStart(8, '0').slice(-8)}"`);
  }
  return `{${entries.join(',')}}`;
}

const build = (expression: string) => new Function(`return (${expression});`)() as Record<string, string>;

it('packs the hash table into an expression that builds the same object', () => {
  const literal = chunkTable(1500);
  expect(build(packedHashTable(literal))).toEqual(build(literal));
});

it('keeps entries it cannot pack (a named chunk, a hash of another length) as they are', () => {
  const literal = '{3:"0a1b2c3d",17:"deadbeef",main:"00ff00ff",42:"abc",0x1f:"12345678"}';
  expect(build(packedHashTable(literal))).toEqual({3: '0a1b2c3d', 17: 'deadbeef', main: '00ff00ff', 42: 'abc', 31: '12345678'});
});

it('makes the table a good deal smaller once gzipped, as every page downloads it', () => {
  const literal = chunkTable(1500);
  const gzip = (text: string) => gzipSync(text, {level: 9}).length;
  expect(gzip(packedHashTable(literal))).toBeLessThan(gzip(literal) * 0.8);
});

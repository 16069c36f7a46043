import {formatHeadersFile, headersFor, parseHeadersFile, replaceHeadersRules} from './headersFile.mjs';

const EN = {path: '/x/*', headers: [['Content-Security-Policy', "default-src 'self'; script-src 'self' 'sha256-a+b/c='"], ['X-Content-Type-Options', 'nosniff']] as Array<[string, string]>};
const ZH = {path: '/zh/x/*', headers: [['Referrer-Policy', 'strict-origin-when-cross-origin']] as Array<[string, string]>};

it('reads back what it writes, values with colons and quotes intact', () => {
  const text = formatHeadersFile([EN, ZH]);
  expect(text).toBe(`/x/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-a+b/c='\n  X-Content-Type-Options: nosniff\n\n/zh/x/*\n  Referrer-Policy: strict-origin-when-cross-origin\n`);
  expect(parseHeadersFile(text)).toEqual([EN, ZH]);
});

it('skips comments and blank lines, and names the line it cannot read', () => {
  expect(parseHeadersFile('# deployed headers\n\n/a\n  X-A: 1\n')).toEqual([{path: '/a', headers: [['X-A', '1']]}]);
  expect(() => parseHeadersFile('  X-A: 1\n')).toThrow('_headers line 1');
  expect(() => parseHeadersFile('/a\n  no separator\n')).toThrow('_headers line 2');
});

it("replaces a locale's rules and keeps the other locale's", () => {
  const newEn = {path: '/x/*', headers: [['X-Content-Type-Options', 'nosniff']] as Array<[string, string]>};
  expect(replaceHeadersRules([EN, ZH], [newEn])).toEqual([newEn, ZH]);
  expect(replaceHeadersRules([], [ZH, newEn])).toEqual([newEn, ZH]);
});

it('gives a path the headers of every pattern that matches it', () => {
  const rules = [EN, ZH, {path: '/*', headers: [['X-All', '1']] as Array<[string, string]>}];
  expect(headersFor(rules, '/x/react-data-grid/').map(([name]) => name)).toEqual(['Content-Security-Policy', 'X-Content-Type-Options', 'X-All']);
  expect(headersFor(rules, '/zh/x/').map(([name]) => name)).toEqual(['Referrer-Policy', 'X-All']);
  expect(headersFor(rules, '/xy/').map(([name]) => name)).toEqual(['X-All']);
  expect(headersFor([{path: '/x.y/*', headers: [['X-Dot', '1']]}], '/xzy/a')).toEqual([]);
});

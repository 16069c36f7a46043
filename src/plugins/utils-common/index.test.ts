/** @jest-environment node */
import {execFileSync} from 'node:child_process';
import {pathToFileURL} from 'node:url';
import * as utilsCommon from '@docusaurus/utils-common';
import {UTILS_COMMON_WITHOUT_TSLIB} from '.';

// The stand-in must export exactly what the package does, with the same functions.
it('exports every name of @docusaurus/utils-common, and nothing else', async () => {
  const standIn = await import(pathToFileURL(UTILS_COMMON_WITHOUT_TSLIB).href);
  expect(Object.keys(standIn).sort()).toEqual(Object.keys(utilsCommon).filter((name) => name !== 'default').sort());
  for (const name of Object.keys(standIn)) expect([name, standIn[name]]).toEqual([name, (utilsCommon as Record<string, unknown>)[name]]);
});

it('applies the trailing-slash rule as the package does', async () => {
  const standIn = await import(pathToFileURL(UTILS_COMMON_WITHOUT_TSLIB).href);
  expect(standIn.applyTrailingSlash('/x/sorting', {trailingSlash: true, baseUrl: '/x/'})).toBe('/x/sorting/');
});

// Jest hands the file to its own transform; Node loads it as a strict ES module, as Rspack does
// in development, where a CommonJS default export is the whole `exports` object.
it('gives a strict ES module the same functions (as `npm start` bundles it)', () => {
  const script = `import * as standIn from ${JSON.stringify(pathToFileURL(UTILS_COMMON_WITHOUT_TSLIB).href)};
    console.log(JSON.stringify(Object.entries(standIn).map(([name, value]) => [name, typeof value])));
    console.log(standIn.applyTrailingSlash('/x/sorting', {trailingSlash: true, baseUrl: '/x/'}));`;
  const [types, applied] = execFileSync(process.execPath, ['--input-type=module', '-e', script], {encoding: 'utf8'}).trim().split('\n');
  for (const [name, type] of JSON.parse(types) as Array<[string, string]>) expect([name, type]).toEqual([name, typeof (utilsCommon as Record<string, unknown>)[name]]);
  expect(applied).toBe('/x/sorting/');
});

/** @jest-environment node */
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

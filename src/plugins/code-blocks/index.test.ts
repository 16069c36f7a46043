/** @jest-environment node */
import {CODE_BLOCK_MODULES, THEME_PRISM_CLIENT_MODULE} from '.';

const themeClassic = '/site/node_modules/@docusaurus/theme-classic/lib';

it("replaces only the theme's Prism client module, not the languages function the highlighter calls", () => {
  expect(THEME_PRISM_CLIENT_MODULE.test(`${themeClassic}/prism-include-languages`)).toBe(true);
  expect(THEME_PRISM_CLIENT_MODULE.test(`${themeClassic}/prism-include-languages.js`)).toBe(true);
  expect(THEME_PRISM_CLIENT_MODULE.test(`${themeClassic}/theme/prism-include-languages.js`)).toBe(false);
});

it('puts the code block and its helpers in its chunk, but not the light wrapper or the Prism parts', () => {
  const inChunk = (resource: string) => CODE_BLOCK_MODULES.test(resource);
  for (const resource of [
    `${themeClassic}/theme/CodeBlock/index.js`,
    `${themeClassic}/theme/CodeBlock/Content/String.js`,
    `${themeClassic}/theme/CodeBlock/Buttons/WordWrapButton/index.js`,
    '/site/node_modules/@docusaurus/theme-common/lib/utils/codeBlockUtils.js',
    '/site/node_modules/@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js',
    '/site/node_modules/parse-numeric-range/index.js',
    '/site/src/theme/CodeBlock/loaded.tsx',
    '/site/src/theme/CodeBlock/Content/index.tsx',
    '/site/src/theme/CodeBlock/Buttons/CopyButton/index.tsx',
    '/site/src/modules/copyShortcut.ts',
  ]) {
    expect([resource, inChunk(resource)]).toEqual([resource, true]);
  }
  for (const resource of [
    '/site/src/theme/CodeBlock/index.tsx',
    '/site/src/theme/CodeBlock/Content/highlighted.tsx',
    `${themeClassic}/theme/CodeBlock/Content/index.js`,
    `${themeClassic}/theme/CodeBlock/Line/index.js`,
    `${themeClassic}/theme/CodeInline/index.js`,
    '/site/node_modules/prism-react-renderer/dist/index.mjs',
    '/site/src/modules/copyShortcut.test.ts',
  ]) {
    expect([resource, inChunk(resource)]).toEqual([resource, false]);
  }
});

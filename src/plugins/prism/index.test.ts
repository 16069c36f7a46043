/** @jest-environment node */
import {THEME_PRISM_CLIENT_MODULE} from '.';

const themeClassic = '/site/node_modules/@docusaurus/theme-classic/lib';

it("replaces only the theme's Prism client module, not the languages function the highlighter calls", () => {
  expect(THEME_PRISM_CLIENT_MODULE.test(`${themeClassic}/prism-include-languages`)).toBe(true);
  expect(THEME_PRISM_CLIENT_MODULE.test(`${themeClassic}/prism-include-languages.js`)).toBe(true);
  expect(THEME_PRISM_CLIENT_MODULE.test(`${themeClassic}/theme/prism-include-languages.js`)).toBe(false);
});

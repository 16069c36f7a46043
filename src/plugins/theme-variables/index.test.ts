/**
 * @jest-environment node
 */
import {createTheme} from '@mui/material/styles';
import {createDemoTheme} from '../../modules/demoTheme';
import {demoThemeOptions} from '../../modules/demoThemeOptions';
import {createDocsTheme} from '../../modules/docsTheme';
import {defaultThemeVariablesCss, styleSheetsCss} from '.';

const variablesOf = (theme: ReturnType<typeof createTheme>) => styleSheetsCss(theme.generateStyleSheets());

it('builds the default variables of both themes, for both colour schemes', () => {
  const cssText = defaultThemeVariablesCss();
  expect(cssText).toContain('--mui-spacing:8px');
  expect(cssText).toContain('--demo-spacing:8px');
  expect(cssText).toMatch(/\[data-theme="dark"\]\{[^}]*--mui-palette-background-default:hsl\(210, 14%, 7%\)/);
  expect(cssText).toMatch(/\[data-theme="dark"\]\{[^}]*--demo-palette-background-default:#121212/);
});

// The build ships one set of variables, and pages emit their own only for a
// reader's spacing or colours: the other settings must not change them.
it.each([
  ['the docs theme', (settings: object) => variablesOf(createDocsTheme(settings))],
  ['the demo theme', (settings: object) => variablesOf(createDemoTheme(settings, 'zh'))],
])('gives %s the same variables whatever the density or direction, and others for other spacing or colours', (_, variablesFor) => {
  const defaults = variablesFor({});
  expect(variablesFor({dense: true, direction: 'rtl'})).toBe(defaults);
  expect(variablesFor({spacing: 9})).not.toBe(defaults);
  expect(variablesFor({paletteColors: {primary: {main: '#d32f2f'}}})).not.toBe(defaults);
});

it('builds the demo variables without the component translations, which hold none', () => {
  const settings = {spacing: 6, paletteColors: {secondary: {main: '#00aa55'}}};
  for (const language of ['en', 'zh', 'pt']) {
    expect(variablesOf(createDemoTheme(settings, language))).toBe(variablesOf(createTheme(demoThemeOptions(settings))));
  }
});

import {createDocsTheme} from './docsTheme';
import {hasDefaultVariables, themeVariableSheets} from './themeVariables';
import {INITIAL_THEME_STATE} from './themeState';

it('tells default settings from a reader’s own spacing or colours', () => {
  const denseRtl = {...INITIAL_THEME_STATE, dense: true, direction: 'rtl' as const};
  expect(hasDefaultVariables(INITIAL_THEME_STATE)).toBe(true);
  expect(hasDefaultVariables(denseRtl)).toBe(true);
  expect(hasDefaultVariables({...INITIAL_THEME_STATE, spacing: 9})).toBe(false);
  expect(hasDefaultVariables({...INITIAL_THEME_STATE, paletteColors: {primary: {main: '#d32f2f'}}})).toBe(false);
});

it('gives the variables of both themes, with the reader’s colours', () => {
  const settings = {paletteColors: {primary: {main: '#d32f2f'}}};
  const sheets = JSON.stringify(themeVariableSheets(createDocsTheme(settings), settings));
  expect(sheets).toContain('"--mui-palette-primary-main":"#d32f2f"');
  expect(sheets).toContain('"--demo-palette-primary-main":"#d32f2f"');
});

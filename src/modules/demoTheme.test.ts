import {createDemoTheme} from './demoTheme';
import {createDocsTheme} from './docsTheme';

it("looks like Material UI's default: border radius 4", () => {
  expect(createDemoTheme().shape.borderRadius).toBe(4);
  expect(createDocsTheme().shape.borderRadius).toBe(12);
});

it("copies the reader's direction, spacing and colours", () => {
  const theme = createDemoTheme({direction: 'rtl', spacing: 6, paletteColors: {secondary: {main: '#00aa55'}}});
  expect(theme.direction).toBe('rtl');
  expect(theme.spacing(2)).toBe('calc(2 * var(--demo-spacing, 6px))');
  expect(theme.colorSchemes.dark!.palette.secondary.main).toBe('#00aa55');
});

it('switches mode on the same attribute as the shell, under its own variable prefix', () => {
  const selectors = createDemoTheme()
    .generateStyleSheets()
    .flatMap((sheet: Record<string, unknown>) => Object.keys(sheet));
  expect(selectors).toContain('[data-theme="dark"]');
  expect(JSON.stringify(createDemoTheme().generateStyleSheets())).toContain('--demo-palette-primary-main');
});

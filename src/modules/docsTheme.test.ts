import {createDocsTheme, DOCS_BORDER_RADIUS} from './docsTheme';

function styleSheetSelectors() {
  return createDocsTheme()
    .generateStyleSheets()
    .flatMap((sheet) => Object.keys(sheet));
}

it('switches palettes on the data-theme attribute Docusaurus sets before first paint', () => {
  const selectors = styleSheetSelectors();
  expect(selectors).toContain(':root, [data-theme="light"]');
  expect(selectors).toContain('[data-theme="dark"]');
});

it('gives the dark scheme a dark background and light text', () => {
  const dark = createDocsTheme().colorSchemes.dark!.palette;
  expect(dark.background.default).toBe('hsl(210, 14%, 7%)');
  expect(dark.text.primary).toBe('#fff');
});

it('uses the shell shape, spacing and the standard breakpoints', () => {
  const theme = createDocsTheme({direction: 'rtl'});
  expect(theme.shape.borderRadius).toBe(DOCS_BORDER_RADIUS);
  expect(theme.spacing(2)).toBe('calc(2 * var(--mui-spacing, 8px))');
  expect(theme.generateStyleSheets()[0][':root']).toMatchObject({'--mui-spacing': '8px'});
  expect(theme.breakpoints.values).toEqual({xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536});
  expect(theme.direction).toBe('rtl');
});

import {blend, getContrastRatio} from '@mui/system/colorManipulator';
import {BRAND_COLORS, createDocsTheme, DOCS_BORDER_RADIUS, withoutBrandColors} from './docsTheme';

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

describe('contrast of the palette the page text uses (WCAG 2.2 AA: 4.5:1)', () => {
  const theme = createDocsTheme();
  const {light, dark} = theme.colorSchemes as Required<typeof theme.colorSchemes>;
  const tintOf = (color: string, amount: number, background: string) => blend(background, color, amount);

  it('light mode: text in the primary colour is the dark shade, readable on white, on the active tint and on grey surfaces', () => {
    const text = light!.palette.primary.dark;
    const page = light!.palette.background.default;
    // The sidebar's active item sits on 10% of the main shade (src/css/custom.css).
    for (const surface of [page, tintOf(light!.palette.primary.main, 0.1, page), '#f2f2f2', '#f6f7f8']) {
      expect(getContrastRatio(text, surface)).toBeGreaterThanOrEqual(4.5);
    }
    // The main shade alone would not be: the reason the dark one is used for text.
    expect(getContrastRatio(light!.palette.primary.main, tintOf(light!.palette.primary.main, 0.1, page))).toBeLessThan(4.5);
  });

  it('secondary text reads on the page and on the search box in both modes', () => {
    expect(getContrastRatio(light!.palette.text.secondary, light!.palette.background.default)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(light!.palette.text.secondary, '#ebedf0')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(dark!.palette.text.secondary, dark!.palette.background.default)).toBeGreaterThanOrEqual(4.5);
  });

  it('dark mode: the main shade reads on the page', () => {
    expect(getContrastRatio(dark!.palette.primary.main, dark!.palette.background.default)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('withoutBrandColors', () => {
  it('keeps the colours that differ from the brand, trimmed', () => {
    expect(withoutBrandColors({primary: {main: ' #c62828 '}, secondary: {main: BRAND_COLORS.secondary}})).toEqual({primary: {main: '#c62828'}});
    expect(withoutBrandColors({primary: {main: BRAND_COLORS.primary}, secondary: {main: '#8e24aa'}})).toEqual({secondary: {main: '#8e24aa'}});
  });

  it('drops a brand colour in any notation, so the page keeps the brand palette and its hand-picked shades', () => {
    expect(withoutBrandColors({primary: {main: BRAND_COLORS.primary}, secondary: {main: BRAND_COLORS.secondary}})).toEqual({});
    expect(withoutBrandColors({primary: {main: '#0073e6'}})).toEqual({});
    const fromCookie = createDocsTheme({paletteColors: {primary: {main: 'rgb(0, 115, 230)'}}});
    expect(fromCookie.colorSchemes.dark!.palette.primary.main).toBe(createDocsTheme().colorSchemes.dark!.palette.primary.main);
  });
});

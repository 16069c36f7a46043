import {blend, getContrastRatio} from '@mui/system/colorManipulator';
import {BRAND_COLORS, createDocsTheme, DOCS_BORDER_RADIUS, withoutBrandColors} from './docsTheme';
import type {PaletteColors} from './paletteColors';
import {itKeepsSpecConstants} from './theme/specConstants.fixture';

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

/*
 * The theme constants (seed spec §5 and §9; behaviour reference §4: border
 * radius 12 in the shell, spacing 8): MUI's defaults, which the shell keeps
 * whatever the reader's settings.
 */
describe('the shell theme keeps the layout and motion constants, whatever the settings', () => {
  const settingsCases = [
    ['the defaults', {}],
    ['dense, right-to-left', {dense: true, direction: 'rtl' as const}],
    ['custom colours', {paletteColors: {primary: {main: '#2e7d32'}, secondary: {main: '#8e24aa'}}}],
  ] as const;

  describe.each(settingsCases)('with %s', (_name, settings) => {
    const theme = createDocsTheme(settings);

    itKeepsSpecConstants(theme);

    it('border radius 12 px', () => {
      expect(theme.shape.borderRadius).toBe(12);
      expect(theme.generateStyleSheets()[0][':root']).toMatchObject({'--mui-shape-borderRadius': '12px'});
    });
  });

  it.each([
    ['the default spacing', undefined, '8px'],
    ['spacing 6', 6, '6px'],
  ])('%s gives %s per unit', (_name, spacing, px) => {
    const theme = createDocsTheme(spacing === undefined ? {} : {spacing});
    expect(theme.generateStyleSheets()[0][':root']).toMatchObject({'--mui-spacing': px});
    expect(theme.spacing(3)).toBe(`calc(3 * var(--mui-spacing, ${px}))`);
  });
});

describe('what the constants do to a custom colour', () => {
  // Contrast with white: #ef6c00 is 3.08:1, #ff7043 2.74:1. With threshold 3
  // the first keeps white text; WCAG's 4.5 would give it black.
  it.each([
    ['#ef6c00', '#fff'],
    ['#e65100', '#fff'],
    ['#ff7043', 'rgba(0, 0, 0, 0.87)'],
  ])('contrast text on %s is %s (threshold 3)', (main, contrastText) => {
    const theme = createDocsTheme({paletteColors: {primary: {main}}});
    expect(theme.colorSchemes.light!.palette.primary.contrastText).toBe(contrastText);
    expect(theme.colorSchemes.dark!.palette.primary.contrastText).toBe(contrastText);
  });

  it('derives the light shade 20 % lighter and the dark shade 30 % darker (tonal offset 0.2)', () => {
    // 128 + (255 − 128) × 0.2 = 153.4; 128 × (1 − 0.2 × 1.5) = 89.6, both truncated by MUI.
    const {light, dark} = createDocsTheme({paletteColors: {secondary: {main: '#808080'}}}).colorSchemes.light!.palette.secondary;
    expect(light).toBe('rgb(153, 153, 153)');
    expect(dark).toBe('rgb(89, 89, 89)');
  });
});

/*
 * A custom colour whose main is not a string (seed spec §5 and §8; MUI's own
 * message, as behaviour.md gives none). The reader's path never gets here:
 * the cookie and every dispatch go through readPaletteColors first (see
 * paletteColors.test.ts and demoTheme.test.tsx); this is the builder called
 * directly, as the theme-variables plugin and contrast checks do.
 */
describe('the shell theme builder, given a colour whose main is not a string', () => {
  it.each([
    ['primary', 7, '`7`'],
    ['primary', null, '`null`'],
    ['secondary', 7, '`7`'],
    ['secondary', null, '`null`'],
  ] as const)('throws for %s.main = %p, with MUI\'s message', (name, main, shown) => {
    const paletteColors = {[name]: {main}} as unknown as PaletteColors;
    expect(() => createDocsTheme({paletteColors})).toThrow(`MUI: The color (${name}) provided to augmentColor(color) is invalid.\n\`color.main\` should be a string, but ${shown} was provided instead.`);
  });
});

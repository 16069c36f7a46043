import {darken, getContrastRatio} from '@mui/system/colorManipulator';
import {BRAND_COLORS, createDocsTheme} from '../docsTheme';
import {TEXT_CONTRAST} from './codeTheme';
import {formatContrastRatio, primaryTextContrast} from './contrast';

const brandTheme = createDocsTheme();
const lightBackground = brandTheme.colorSchemes.light!.palette.background.default;
const darkBackground = brandTheme.colorSchemes.dark!.palette.background.default;

describe('primaryTextContrast', () => {
  it('passes the brand palette in both modes', () => {
    expect(primaryTextContrast()).toEqual([]);
  });

  it('fails a pale yellow in light mode only, measured on the shade MUI derives for links', () => {
    // Light mode sets links in primary.dark, which MUI derives as darken(main, 0.2 × 1.5).
    const expected = getContrastRatio(darken('#ffeb3b', 0.3), lightBackground);
    expect(expected).toBeLessThan(TEXT_CONTRAST);
    expect(primaryTextContrast('#ffeb3b')).toEqual([{mode: 'light', ratio: expected}]);
  });

  it('fails a very dark navy in dark mode only, measured on the colour itself', () => {
    const expected = getContrastRatio('#0d1b4d', darkBackground);
    expect(expected).toBeLessThan(TEXT_CONTRAST);
    expect(primaryTextContrast('#0d1b4d')).toEqual([{mode: 'dark', ratio: expected}]);
  });

  it('measures a translucent colour as it shows over the background', () => {
    // Opaque, this blue passes light mode; at 30% it is a pale tint on white.
    expect(primaryTextContrast('rgb(25, 118, 210)').map(({mode}) => mode)).toEqual(['dark']);
    expect(primaryTextContrast('rgba(25, 118, 210, 0.3)').map(({mode}) => mode)).toEqual(['light', 'dark']);
  });

  it('measures the brand primary typed as a custom colour, in any notation, as the brand palette the page then keeps', () => {
    expect(primaryTextContrast(BRAND_COLORS.primary)).toEqual([]);
    expect(primaryTextContrast('#0073e6')).toEqual([]);
  });
});

describe('formatContrastRatio', () => {
  it.each([
    [4.46, '4.4'],
    [4.4999, '4.4'],
    [3.15, '3.1'],
    [7, '7.0'],
    // What (0.005 + 0.05) / (0 + 0.05) computes to: shown as 1.1, not 1.0.
    [1.0999999999999999, '1.1'],
  ])('shows %p as %p', (ratio, shown) => {
    expect(formatContrastRatio(ratio)).toBe(shown);
  });
});

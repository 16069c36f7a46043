/**
 * Whether text in the primary colour reads on the page, in each mode: the
 * check behind the settings drawer's warning for a custom primary colour.
 */
import {blend, decomposeColor, getContrastRatio} from '@mui/system/colorManipulator';
import {asRgb, createDocsTheme} from '../docsTheme';
import {TEXT_CONTRAST} from './codeTheme';

export type ColorScheme = 'light' | 'dark';

/** A mode whose primary-coloured text falls under TEXT_CONTRAST, and the ratio it reaches. */
export type ContrastShortfall = {mode: ColorScheme; ratio: number};

/**
 * The shade of the primary palette that links and other primary text use, as
 * src/css/custom.css maps `--ifm-color-primary`: dark in light mode, main in dark mode.
 */
const PRIMARY_TEXT_SHADE = {light: 'dark', dark: 'main'} as const;

const COLOR_SCHEMES: ColorScheme[] = ['light', 'dark'];

/** A translucent colour as it shows over the background: contrast is what the reader sees. */
function seenOn(color: string, background: string): string {
  const {type, values} = decomposeColor(color);
  const opacity = values[3] ?? 1;
  // color() channels are 0–1, which `blend` does not handle; those are measured as if opaque.
  if (opacity >= 1 || type === 'color') return color;
  return blend(asRgb(background), asRgb(color), opacity);
}

/**
 * The modes in which primary text fails TEXT_CONTRAST on the page background
 * when `primaryMain` is the custom primary colour (no argument: the brand's
 * own palette). The docs theme is built as the page builds it, so the shades
 * measured are the ones MUI derives (dark = darken(main, tonalOffset × 1.5)).
 */
export function primaryTextContrast(primaryMain?: string): ContrastShortfall[] {
  const theme = createDocsTheme(primaryMain === undefined ? {} : {paletteColors: {primary: {main: primaryMain}}});
  return COLOR_SCHEMES.flatMap((mode) => {
    const palette = theme.colorSchemes[mode]!.palette;
    const background = palette.background.default;
    const ratio = getContrastRatio(seenOn(palette.primary[PRIMARY_TEXT_SHADE[mode]], background), background);
    return ratio < TEXT_CONTRAST ? [{mode, ratio}] : [];
  });
}

/**
 * The ratio with one decimal, rounded down, so that a failing 4.46 shows as
 * 4.4 and never as the passing-looking 4.5.
 */
export function formatContrastRatio(ratio: number): string {
  // Rounded to 6 places before flooring: a ratio of 1.1 can be stored as 1.0999999999999999.
  return (Math.floor(Number((ratio * 10).toFixed(6))) / 10).toFixed(1);
}

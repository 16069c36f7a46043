import {createTheme, decomposeColor, hslToRgb, type Theme, type ThemeOptions} from '@mui/material/styles';
import {deepmerge} from '@mui/utils';
import {HIGH_DENSITY_COMPONENTS} from './density';
import {CUSTOMIZABLE_COLORS, type PaletteColors} from './paletteColors';
import {INITIAL_THEME_STATE, type ThemeSettings} from './themeState';

/**
 * The shell's MUI theme. Colours are CSS variables switched by the
 * `data-theme` attribute that Docusaurus sets on <html> before first paint,
 * so MUI and Infima change mode together and a dark-OS reader never sees a
 * light flash. Style with `theme.vars` or `theme.applyStyles('dark', …)`,
 * never by reading `palette.mode`.
 */

export const COLOR_SCHEME_ATTRIBUTE = 'data-theme';

/** Shell corners are rounder than the demos' default of 4. */
export const DOCS_BORDER_RADIUS = 12;

const brandBlue = {
  300: 'hsl(210, 100%, 70%)',
  400: 'hsl(210, 100%, 60%)',
  600: 'hsl(210, 100%, 42%)',
  700: 'hsl(210, 100%, 36%)',
};

const slate = {
  50: 'hsl(215, 15%, 97%)',
  100: 'hsl(215, 15%, 92%)',
  200: 'hsl(215, 15%, 89%)',
  300: 'hsl(215, 15%, 82%)',
  400: 'hsl(215, 15%, 75%)',
  500: 'hsl(215, 15%, 65%)',
  600: 'hsl(215, 15%, 50%)',
  700: 'hsl(215, 15%, 40%)',
  800: 'hsl(215, 15%, 22%)',
  900: 'hsl(215, 15%, 12%)',
};

const night = {
  850: 'hsl(210, 14%, 10%)',
  900: 'hsl(210, 14%, 7%)',
};

/** The brand's main colours: what "reset colours" returns to. */
export const BRAND_COLORS = {primary: 'hsl(210, 100%, 45%)', secondary: 'hsl(275, 75%, 52%)'};

/** The colour in an rgb notation (hsl converted), as MUI's colour helpers that take no hsl need it. */
export function asRgb(color: string): string {
  return decomposeColor(color).type.startsWith('hsl') ? hslToRgb(color) : color;
}

/** The colour's red, green, blue and alpha as one string, whatever its notation, or null when unreadable. */
function asRgba(color: string): string | null {
  try {
    const {values} = decomposeColor(asRgb(color));
    return [...values.slice(0, 3).map(Math.round), values[3] ?? 1].join(',');
  } catch {
    return null;
  }
}

/**
 * The custom colours that differ from the brand's, in any notation. A brand
 * colour given as custom (a cookie from an earlier Apply, or the brand blue
 * picked as #0073e6) would replace the brand's hand-picked shades with
 * derived ones (dark mode's links would drop from 6.4:1 to 4.1:1), so it
 * means "no custom colour".
 */
export function withoutBrandColors(colors: PaletteColors): PaletteColors {
  const custom: PaletteColors = {};
  for (const name of CUSTOMIZABLE_COLORS) {
    const color = colors[name];
    if (!color) continue;
    // Anything but a string goes on to MUI, which says what is wrong with it.
    const main = typeof color.main === 'string' ? color.main.trim() : undefined;
    if (main !== undefined && asRgba(main) !== null && asRgba(main) === asRgba(BRAND_COLORS[name])) continue;
    custom[name] = main === undefined ? color : {...color, main};
  }
  return custom;
}

const brandPalette = {
  light: {
    primary: {light: brandBlue[400], main: BRAND_COLORS.primary, dark: brandBlue[700], contrastText: '#fff'},
    secondary: {main: BRAND_COLORS.secondary},
    grey: slate,
    divider: slate[200],
    background: {default: '#fff', paper: '#fff'},
    text: {primary: slate[900], secondary: slate[700]},
  },
  dark: {
    primary: {light: brandBlue[300], main: brandBlue[400], dark: brandBlue[600], contrastText: night[900]},
    secondary: {main: 'hsl(275, 80%, 76%)'},
    grey: slate,
    divider: 'hsla(210, 14%, 28%, 0.5)',
    background: {default: night[900], paper: night[850]},
    text: {primary: '#fff', secondary: slate[400]},
  },
};

export function createDocsTheme(settings: Partial<ThemeSettings> = {}, overrides: ThemeOptions = {}): Theme {
  const {direction, dense, spacing} = {...INITIAL_THEME_STATE, ...settings};
  const paletteColors = withoutBrandColors(settings.paletteColors ?? INITIAL_THEME_STATE.paletteColors);
  const options: ThemeOptions = {
    cssVariables: {colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE, cssVarPrefix: 'mui'},
    colorSchemes: {
      // Custom colours replace the brand's; MUI derives light, dark and contrast text.
      light: {palette: {...brandPalette.light, ...paletteColors}},
      dark: {palette: {...brandPalette.dark, ...paletteColors}},
    },
    direction,
    spacing,
    shape: {borderRadius: DOCS_BORDER_RADIUS},
    typography: {
      // One font stack for the whole page: Infima's, so MUI text matches Markdown text.
      fontFamily: 'var(--ifm-font-family-base)',
      button: {textTransform: 'none', fontWeight: 600},
    },
    components: deepmerge(
      {
        MuiButtonBase: {
          defaultProps: {disableTouchRipple: true},
          // MUI marks keyboard focus with a faint tint or ripple only; the site's controls show its ring (src/css/custom.css).
          styleOverrides: {root: {'&.Mui-focusVisible': {outline: 'var(--docs-focus-ring)', outlineOffset: 2}}},
        },
        MuiPaper: {defaultProps: {elevation: 0}},
        // A selected primary toggle sets primary.main on an 8 % primary tint: 4.1:1 in light
        // mode. The dark shade reads at 4.5:1 and more on any tint (dark mode's main already does).
        MuiToggleButton: {
          styleOverrides: {
            root: ({theme}) =>
              theme.applyStyles('light', {
                '&.Mui-selected.MuiToggleButton-primary': {color: (theme.vars ?? theme).palette.primary.dark},
              }),
          },
        },
      },
      dense ? HIGH_DENSITY_COMPONENTS : {},
    ),
  };
  // Overrides go through MUI's own validation: a `vars` option or a colour
  // without `main` throws there, with MUI's message.
  return createTheme(deepmerge(options, overrides));
}

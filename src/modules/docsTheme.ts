import {createTheme, type Theme} from '@mui/material/styles';

/**
 * The shell's MUI theme. Colours are CSS variables switched by the
 * `data-theme` attribute that Docusaurus sets on <html> before first paint,
 * so MUI and Infima change mode together and a dark-OS reader never sees a
 * light flash. Style with `theme.vars` or `theme.applyStyles('dark', …)`,
 * never by reading `palette.mode`.
 */

export const DOCS_COLOR_SCHEME_ATTRIBUTE = 'data-theme';

/** Shell corners are rounder than the demos' default of 4. */
export const DOCS_BORDER_RADIUS = 12;
export const DOCS_SPACING = 8;

export type Direction = 'ltr' | 'rtl';

export type DocsThemeOptions = {
  direction?: Direction;
};

const brandBlue = {
  50: 'hsl(210, 100%, 96%)',
  100: 'hsl(210, 100%, 90%)',
  200: 'hsl(210, 100%, 80%)',
  300: 'hsl(210, 100%, 70%)',
  400: 'hsl(210, 100%, 60%)',
  500: 'hsl(210, 100%, 50%)',
  600: 'hsl(210, 100%, 42%)',
  700: 'hsl(210, 100%, 36%)',
  800: 'hsl(210, 100%, 28%)',
  900: 'hsl(210, 100%, 20%)',
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
  700: 'hsl(210, 14%, 19%)',
  800: 'hsl(210, 14%, 13%)',
  850: 'hsl(210, 14%, 10%)',
  900: 'hsl(210, 14%, 7%)',
};

export function createDocsTheme({direction = 'ltr'}: DocsThemeOptions = {}): Theme {
  return createTheme({
    cssVariables: {colorSchemeSelector: DOCS_COLOR_SCHEME_ATTRIBUTE, cssVarPrefix: 'mui'},
    colorSchemes: {
      light: {
        palette: {
          primary: {light: brandBlue[400], main: 'hsl(210, 100%, 45%)', dark: brandBlue[700], contrastText: '#fff'},
          grey: slate,
          divider: slate[200],
          background: {default: '#fff', paper: '#fff'},
          text: {primary: slate[900], secondary: slate[700]},
        },
      },
      dark: {
        palette: {
          primary: {light: brandBlue[300], main: brandBlue[400], dark: brandBlue[600], contrastText: night[900]},
          grey: slate,
          divider: 'hsla(210, 14%, 28%, 0.5)',
          background: {default: night[900], paper: night[850]},
          text: {primary: '#fff', secondary: slate[400]},
        },
      },
    },
    direction,
    spacing: DOCS_SPACING,
    shape: {borderRadius: DOCS_BORDER_RADIUS},
    typography: {
      // One font stack for the whole page: Infima's, so MUI text matches Markdown text.
      fontFamily: 'var(--ifm-font-family-base)',
      button: {textTransform: 'none', fontWeight: 600},
    },
    components: {
      MuiButtonBase: {defaultProps: {disableTouchRipple: true}},
      MuiPaper: {defaultProps: {elevation: 0}},
    },
  });
}

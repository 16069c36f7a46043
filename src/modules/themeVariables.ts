/**
 * The CSS variables of the shell and demo themes. For the default settings
 * they are built once, into the site's stylesheet (src/plugins/theme-variables),
 * so every page has them in <head> before it paints and no page carries or
 * computes them; a reader's own spacing or colours are emitted at run time
 * on top (src/components/ThemeVariables).
 */
import {createTheme, type Theme} from '@mui/material/styles';
import {demoThemeOptions} from './demoThemeOptions';
import {INITIAL_THEME_STATE, type ThemeSettings} from './themeState';

/** Only spacing and colours reach the variables: density, direction and language change components, not variables. */
export function hasDefaultVariables({spacing, paletteColors}: Pick<ThemeSettings, 'spacing' | 'paletteColors'>): boolean {
  return spacing === INITIAL_THEME_STATE.spacing && Object.keys(paletteColors).length === 0;
}

/**
 * The style sheets (both colour schemes) of the shell theme's variables and
 * of the demo theme's for the same settings. The demo theme is built without
 * its component translations: they hold no variables, and weigh a lot.
 */
export function themeVariableSheets(shellTheme: Theme, settings: Partial<Pick<ThemeSettings, 'spacing' | 'paletteColors'>>): Array<Record<string, unknown>> {
  const demoTheme = createTheme(demoThemeOptions(settings));
  return [...(shellTheme.generateStyleSheets?.() ?? []), ...(demoTheme.generateStyleSheets?.() ?? [])];
}

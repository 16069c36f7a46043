import {createTheme, type Theme} from '@mui/material/styles';
import {HIGH_DENSITY_COMPONENTS} from './density';
import {COLOR_SCHEME_ATTRIBUTE} from './docsTheme';
import {localeThemesFor} from './localeThemes';
import {INITIAL_THEME_STATE, type ThemeSettings} from './themeState';

/** Demos use their own variable prefix, so the shell's colours never leak in. */
export const DEMO_CSS_VAR_PREFIX = 'demo';

/**
 * The theme demos run in: Material UI's default look (border radius 4, default
 * palette and typography), as a reader's own app would have, following the
 * reader's mode (CSS variables on the same attribute as the shell), direction,
 * spacing, density and custom colours, with component text in the page language.
 */
export function createDemoTheme(settings: Partial<ThemeSettings> = {}, language = 'en'): Theme {
  const {direction, dense, spacing, paletteColors} = {...INITIAL_THEME_STATE, ...settings};
  return createTheme(
    {
      cssVariables: {colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE, cssVarPrefix: DEMO_CSS_VAR_PREFIX},
      colorSchemes: {light: {palette: {...paletteColors}}, dark: {palette: {...paletteColors}}},
      direction,
      spacing,
      components: dense ? HIGH_DENSITY_COMPONENTS : {},
    },
    ...localeThemesFor(language).themes,
  );
}

let lastDemoTheme: {key: string; theme: Theme} | null = null;

/**
 * The demo theme for these settings, built once and shared: every demo on a
 * page has the same, and building one takes a few milliseconds of the task
 * that mounts each demo.
 */
export function sharedDemoTheme(settings: Partial<ThemeSettings>, language: string): Theme {
  const key = JSON.stringify([settings.direction, settings.dense, settings.spacing, settings.paletteColors, language]);
  if (lastDemoTheme?.key !== key) lastDemoTheme = {key, theme: createDemoTheme(settings, language)};
  return lastDemoTheme.theme;
}

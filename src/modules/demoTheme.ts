import {createTheme, type Theme, type ThemeOptions} from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import {demoThemeOptions} from './demoThemeOptions';
import {localeThemesFor} from './localeThemes';
import type {ThemeSettings} from './themeState';

/**
 * The Data Grid (all plans) builds its filter with `new Function` where eval
 * is allowed, and probes for it first; the site's Content-Security-Policy
 * allows no eval, so the grids take their eval-free path from the start, as
 * any app under such a policy should configure them. Here rather than in
 * demoThemeOptions.ts, which every page loads: only demos need it.
 */
const DATA_GRID_WITHOUT_EVAL: ThemeOptions = {components: {MuiDataGrid: {defaultProps: {disableEval: true}}}};

/** The theme demos run in: their options (demoThemeOptions.ts) with component text in the page language, and the grids without eval. */
export function createDemoTheme(settings: Partial<ThemeSettings> = {}, language = 'en'): Theme {
  return createTheme(demoThemeOptions(settings), DATA_GRID_WITHOUT_EVAL, ...localeThemesFor(language).themes);
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

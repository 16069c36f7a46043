import {createTheme, type Theme} from '@mui/material/styles';
import {demoThemeOptions} from './demoThemeOptions';
import {localeThemesFor} from './localeThemes';
import type {ThemeSettings} from './themeState';

/** The theme demos run in: their options (demoThemeOptions.ts) with component text in the page language. */
export function createDemoTheme(settings: Partial<ThemeSettings> = {}, language = 'en'): Theme {
  return createTheme(demoThemeOptions(settings), ...localeThemesFor(language).themes);
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

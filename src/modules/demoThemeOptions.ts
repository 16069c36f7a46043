import type {ThemeOptions} from '@mui/material/styles';
import {HIGH_DENSITY_COMPONENTS} from './density';
import {COLOR_SCHEME_ATTRIBUTE} from './docsTheme';
import {INITIAL_THEME_STATE, type ThemeSettings} from './themeState';

/** Demos use their own variable prefix, so the shell's colours never leak in. */
export const DEMO_CSS_VAR_PREFIX = 'demo';

/**
 * Typography variants that Material UI renders as heading elements (h1–h6,
 * and h6 for subtitles), rendered as plain blocks in demos, with the same
 * look: a date picker's toolbar or a card title would otherwise enter the
 * guide's heading outline, out of order, in the list screen reader users
 * move through. A demo that means a heading says so with `component`.
 */
const DEMO_VARIANT_MAPPING = {h1: 'div', h2: 'div', h3: 'div', h4: 'div', h5: 'div', h6: 'div', subtitle1: 'div', subtitle2: 'div'};

/**
 * The demo theme's options before the component translations of the page
 * language (see demoTheme.ts): Material UI's default look (border radius 4,
 * default palette and typography), as a reader's own app would have (only
 * heading variants render as plain blocks, see DEMO_VARIANT_MAPPING),
 * following the reader's mode (CSS variables on the same attribute as the
 * shell), direction, spacing, density and custom colours. Apart so that code
 * that only needs the theme's variables does not load every translation.
 */
export function demoThemeOptions(settings: Partial<ThemeSettings> = {}): ThemeOptions {
  const {direction, dense, spacing, paletteColors} = {...INITIAL_THEME_STATE, ...settings};
  return {
    cssVariables: {colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE, cssVarPrefix: DEMO_CSS_VAR_PREFIX},
    colorSchemes: {light: {palette: {...paletteColors}}, dark: {palette: {...paletteColors}}},
    direction,
    spacing,
    components: {...(dense ? HIGH_DENSITY_COMPONENTS : {}), MuiTypography: {defaultProps: {variantMapping: DEMO_VARIANT_MAPPING}}},
  };
}

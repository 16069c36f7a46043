import type {PrismTheme} from 'prism-react-renderer';
import {darken, getContrastRatio, getLuminance, lighten} from '@mui/system/colorManipulator';

/** WCAG 2.2 AA for normal text: code tokens are normal-size text. */
export const TEXT_CONTRAST = 4.5;

/**
 * The colour moved towards white (on a dark background) or black (on a light
 * one) in small steps until it reaches `minimum` against `background`; a
 * colour that already does is returned as it is.
 */
export function readableOn(color: string, background: string, minimum = TEXT_CONTRAST): string {
  if (getContrastRatio(color, background) >= minimum) return color;
  const towardsWhite = getLuminance(background) < 0.5;
  for (let step = 1; step <= 50; step += 1) {
    const candidate = towardsWhite ? lighten(color, step / 50) : darken(color, step / 50);
    if (getContrastRatio(candidate, background) >= minimum) return candidate;
  }
  return towardsWhite ? '#fff' : '#000';
}

/**
 * A Prism theme whose every token colour reads at `minimum` on the theme's
 * background: the fix is made once, in the theme, so every code block on
 * every page gets it.
 */
export function withReadableTokens(theme: PrismTheme, minimum = TEXT_CONTRAST): PrismTheme {
  const background = theme.plain.backgroundColor;
  if (!background) throw new Error('withReadableTokens: the theme has no plain.backgroundColor to measure tokens against');
  const readable = (color: string | undefined) => (color === undefined ? undefined : readableOn(color, background, minimum));
  return {
    plain: {...theme.plain, color: readable(theme.plain.color)},
    styles: theme.styles.map((style) => (style.style.color === undefined ? style : {...style, style: {...style.style, color: readable(style.style.color)}})),
  };
}

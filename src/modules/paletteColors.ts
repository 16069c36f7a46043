/**
 * Custom brand colours chosen in the settings drawer, stored as JSON in the
 * `paletteColors` cookie. Such a colour ends up in CSS (MUI turns it into
 * variables and styles), so it is untrusted input: only a strict colour
 * grammar is accepted, and what is kept is MUI's normalised form of it,
 * rebuilt from the numbers read, never the string as given. Anything else is
 * rejected with a reason, so a bad cookie can never break or restyle the page.
 */
import {decomposeColor, recomposeColor} from '@mui/material/styles';
import {isPlainObject} from './plainObject';

export const PALETTE_COLORS_COOKIE = 'paletteColors';

export const CUSTOMIZABLE_COLORS = ['primary', 'secondary'] as const;
export type CustomizableColor = (typeof CUSTOMIZABLE_COLORS)[number];

export type PaletteColor = {main: string};
export type PaletteColors = Partial<Record<CustomizableColor, PaletteColor>>;

export type ParseResult = {ok: true; value: PaletteColors | null} | {ok: false; reason: string};
export type ColorReading = {ok: true; color: string} | {ok: false; reason: string};

/** Twice the longest honest colour (`hsla(359.5deg, 100%, 100%, 0.125)` is 34). */
export const MAX_COLOR_LENGTH = 64;

/** Two colours take under 150 characters of JSON; a longer cookie was not written by this site. */
export const MAX_PALETTE_COLORS_COOKIE_LENGTH = 512;

// The notations MUI reads correctly, with plain numbers only. Spaces are the
// only whitespace: a colour is typed on one line, and no newline, tab or other
// control character may pass.
const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?`;
const COLOR_GRAMMAR = [
  // #rgb, #rgba, #rrggbb, #rrggbbaa: MUI reads the alpha digits too, as browsers do.
  /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/,
  // rgb() and rgba(), each with or without alpha. No percentages: MUI would read 50% as 50.
  new RegExp(String.raw`^rgba?\( *${NUMBER} *, *${NUMBER} *, *${NUMBER} *(?:, *${NUMBER} *)?\)$`),
  // hsl() and hsla(): a hue in degrees (the unit is optional; MUI misreads turn or rad), then saturation and lightness.
  new RegExp(String.raw`^hsla?\( *${NUMBER}(?:deg)? *, *${NUMBER}%? *, *${NUMBER}%? *(?:, *${NUMBER} *)?\)$`),
  // color(): single spaces, as MUI splits on them; no alpha, which MUI would write back without its slash.
  new RegExp(String.raw`^color\((?:srgb|display-p3|a98-rgb|prophoto-rgb|rec-2020) ${NUMBER} ${NUMBER} ${NUMBER}\)$`),
];

const SUPPORTED_NOTATIONS =
  '#rgb, #rgba, #rrggbb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a), hsl(h, s%, l%), hsla(h, s%, l%, a) or color(space r g b)';

type ChannelRule = {limits: Array<[number, number]>; rule: string};
const ALPHA_LIMITS: [number, number] = [0, 1];
const CHANNEL_RULES: Record<'rgb' | 'hsl' | 'color', ChannelRule> = {
  rgb: {limits: [[0, 255], [0, 255], [0, 255]], rule: 'red, green and blue go from 0 to 255'},
  hsl: {limits: [[-Infinity, Infinity], [0, 100], [0, 100]], rule: 'saturation and lightness go from 0% to 100%'},
  color: {limits: [[0, 1], [0, 1], [0, 1]], rule: 'each channel goes from 0 to 1'},
};

const matchesColorGrammar = (color: string): boolean => COLOR_GRAMMAR.some((pattern) => pattern.test(color));

/**
 * The colour in MUI's normalised notation (`#0a7` → `rgb(0, 170, 119)`), or
 * why it cannot be used. Surrounding spaces are ignored. For a notation MUI
 * does not read at all, the reason is MUI's own message.
 */
export function readColor(input: string): ColorReading {
  if (input.length > MAX_COLOR_LENGTH) {
    return {ok: false, reason: `The colour is longer than ${MAX_COLOR_LENGTH} characters.`};
  }
  const color = input.replace(/^ +| +$/g, '');
  if (!matchesColorGrammar(color)) {
    const muiError = muiColorError(color);
    return {
      ok: false,
      reason: muiError ?? `\`${color}\` is not a colour this site reads. Use ${SUPPORTED_NOTATIONS}, with numbers only and nothing after the colour.`,
    };
  }
  const decomposed = decomposeColor(color);
  const {limits, rule} = CHANNEL_RULES[decomposed.type.startsWith('hsl') ? 'hsl' : decomposed.type === 'color' ? 'color' : 'rgb'];
  const inRange = decomposed.values.every((value, index) => {
    const [min, max] = limits[index] ?? ALPHA_LIMITS;
    return Number.isFinite(value) && value >= min && value <= max;
  });
  if (!inRange) {
    return {ok: false, reason: `\`${color}\` is out of range: ${rule}, and alpha from 0 to 1.`};
  }
  const normalised = recomposeColor(decomposed);
  // Built from numbers, so it always matches; checked anyway, as this string is what reaches CSS.
  if (!matchesColorGrammar(normalised)) {
    return {ok: false, reason: `\`${color}\` has no plain notation (it reads as \`${normalised}\`).`};
  }
  return {ok: true, color: normalised};
}

/** Why a colour cannot be used (see readColor), or null when it can. */
export function colorFormatError(color: string): string | null {
  const reading = readColor(color);
  return reading.ok ? null : reading.reason;
}

/** MUI's message for a notation it does not read (`blue`, `lab(…)`), or null when it reads it. */
function muiColorError(color: string): string | null {
  try {
    decomposeColor(color);
    return null;
  } catch (error) {
    return expandMuiColorError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Production builds of MUI replace error messages with "Minified MUI error
 * #N; visit … for the full message". For the two colour errors a reader can
 * trigger here, this restores MUI's full message; anything else is kept.
 */
const MUI_COLOR_ERRORS: Record<string, (arg: string) => string> = {
  '9': (color) =>
    `MUI: Unsupported \`${color}\` color.\nThe following formats are supported: #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color().`,
  '10': (space) =>
    `MUI: unsupported \`${space}\` color space.\nThe following color spaces are supported: srgb, display-p3, a98-rgb, prophoto-rgb, rec-2020.`,
};

export function expandMuiColorError(message: string): string {
  const match = message.match(/^Minified MUI error #(\d+); visit (\S+) for the full message\.$/);
  if (!match || !(match[1] in MUI_COLOR_ERRORS)) {
    return message;
  }
  let arg = '';
  try {
    arg = new URL(match[2]).searchParams.get('args[]') ?? '';
  } catch {
    return message;
  }
  return MUI_COLOR_ERRORS[match[1]](arg);
}

/**
 * Custom colours from untrusted data (the cookie, or whatever is dispatched to
 * the theme state): an object of customizable colours, each exactly
 * `{main: <colour>}`, returned with every colour normalised; `null` value
 * means "no custom colours".
 */
export function readPaletteColors(value: unknown): ParseResult {
  if (!isPlainObject(value)) {
    return {ok: false, reason: 'it is not an object'};
  }
  const colors: PaletteColors = {};
  for (const [name, color] of Object.entries(value)) {
    if (!(CUSTOMIZABLE_COLORS as readonly string[]).includes(name)) {
      return {ok: false, reason: `${JSON.stringify(name)} is not a customizable colour`};
    }
    if (!isPlainObject(color) || typeof color.main !== 'string') {
      return {ok: false, reason: `${name} has no string "main"`};
    }
    const otherField = Object.keys(color).find((field) => field !== 'main');
    if (otherField !== undefined) {
      return {ok: false, reason: `${name} has ${JSON.stringify(otherField)} besides "main"`};
    }
    const reading = readColor(color.main);
    if (!reading.ok) {
      return {ok: false, reason: `${name}.main: ${reading.reason}`};
    }
    colors[name as CustomizableColor] = {main: reading.color};
  }
  return {ok: true, value: Object.keys(colors).length > 0 ? colors : null};
}

/** Parses the raw cookie value; `null` value means "no custom colours". */
export function parsePaletteColorsCookie(raw: string | undefined | null): ParseResult {
  if (raw === undefined || raw === null || raw === '') {
    return {ok: true, value: null};
  }
  if (raw.length > MAX_PALETTE_COLORS_COOKIE_LENGTH) {
    return {ok: false, reason: `it is longer than ${MAX_PALETTE_COLORS_COOKIE_LENGTH} characters`};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {ok: false, reason: 'it is not valid JSON'};
  }
  return parsed === null ? {ok: true, value: null} : readPaletteColors(parsed);
}

export function serializePaletteColors(colors: PaletteColors): string {
  return JSON.stringify(colors);
}

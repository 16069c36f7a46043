/**
 * Custom brand colours chosen in the settings drawer, stored as JSON in the
 * `paletteColors` cookie. Reading is defensive: anything but an object of
 * colours with a valid string `main` is rejected with a reason, so a bad
 * cookie can never break the page.
 */
import {decomposeColor} from '@mui/material/styles';

export const PALETTE_COLORS_COOKIE = 'paletteColors';

export const CUSTOMIZABLE_COLORS = ['primary', 'secondary'] as const;
export type CustomizableColor = (typeof CUSTOMIZABLE_COLORS)[number];

export type PaletteColor = {main: string};
export type PaletteColors = Partial<Record<CustomizableColor, PaletteColor>>;

export type ParseResult = {ok: true; value: PaletteColors | null} | {ok: false; reason: string};

/**
 * Why a colour cannot be used, or null when it can. For a format MUI does not
 * support (it reads #rgb, #rrggbb, rgb(), rgba(), hsl(), hsla() and color()),
 * this is MUI's own message. MUI lets some malformed values through as NaN
 * channels (`#ggg`, `rgb(1, 2)`), which would poison every derived shade, so
 * those are caught here too.
 */
export function colorFormatError(color: string): string | null {
  let channels: number[];
  try {
    channels = decomposeColor(color.trim()).values as number[];
  } catch (error) {
    return expandMuiColorError(error instanceof Error ? error.message : String(error));
  }
  if (channels.length < 3 || channels.some((value) => !Number.isFinite(value))) {
    return `The color \`${color}\` has missing or non-numeric channels.`;
  }
  return null;
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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses the raw cookie value; `null` value means "no custom colours". */
export function parsePaletteColorsCookie(raw: string | undefined | null): ParseResult {
  if (raw === undefined || raw === null || raw === '') {
    return {ok: true, value: null};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {ok: false, reason: 'it is not valid JSON'};
  }
  if (parsed === null) {
    return {ok: true, value: null};
  }
  if (!isPlainObject(parsed)) {
    return {ok: false, reason: 'it is not an object'};
  }
  const colors: PaletteColors = {};
  for (const [name, color] of Object.entries(parsed)) {
    if (!(CUSTOMIZABLE_COLORS as readonly string[]).includes(name)) {
      return {ok: false, reason: `"${name}" is not a customizable colour`};
    }
    if (!isPlainObject(color) || typeof color.main !== 'string') {
      return {ok: false, reason: `${name} has no string "main"`};
    }
    const formatError = colorFormatError(color.main);
    if (formatError) {
      return {ok: false, reason: `${name}.main: ${formatError}`};
    }
    colors[name as CustomizableColor] = {main: color.main.trim()};
  }
  return {ok: true, value: Object.keys(colors).length > 0 ? colors : null};
}

export function serializePaletteColors(colors: PaletteColors): string {
  return JSON.stringify(colors);
}

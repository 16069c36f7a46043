import {createDocsTheme} from './docsTheme';
import {
  colorFormatError,
  expandMuiColorError,
  MAX_COLOR_LENGTH,
  MAX_PALETTE_COLORS_COOKIE_LENGTH,
  parsePaletteColorsCookie,
  readColor,
  readPaletteColors,
  serializePaletteColors,
} from './paletteColors';

describe('parsePaletteColorsCookie', () => {
  it('reads primary and secondary colours, normalised', () => {
    const raw = JSON.stringify({primary: {main: '#0a7'}, secondary: {main: 'hsl(300deg,60%,40%)'}});
    expect(parsePaletteColorsCookie(raw)).toEqual({ok: true, value: {primary: {main: 'rgb(0, 170, 119)'}, secondary: {main: 'hsl(300, 60%, 40%)'}}});
    expect(parsePaletteColorsCookie(JSON.stringify({primary: {main: 'rgb(10, 20, 30)'}}))).toEqual({ok: true, value: {primary: {main: 'rgb(10, 20, 30)'}}});
  });

  it('treats a missing, empty or null cookie as "no custom colours"', () => {
    for (const raw of [undefined, null, '', 'null', '{}']) {
      expect(parsePaletteColorsCookie(raw)).toEqual({ok: true, value: null});
    }
  });

  it('round-trips what the settings drawer writes (normalised colours)', () => {
    const colors = {primary: {main: 'rgb(18, 52, 86)'}, secondary: {main: 'hsla(1, 2%, 3%, 0.4)'}};
    expect(parsePaletteColorsCookie(serializePaletteColors(colors))).toEqual({ok: true, value: colors});
  });

  // Table-driven fuzz: every one of these must be rejected with a reason,
  // and never throw.
  const badInputs: string[] = [
    '{',
    'undefined',
    'NaN',
    "{'primary': {'main': '#fff'}}",
    '{"primary": {"main": "#fff"}',
    '[]',
    '[{"main": "#fff"}]',
    '"#fff"',
    '42',
    'true',
    '{"primary": null}',
    '{"primary": "#fff"}',
    '{"primary": []}',
    '{"primary": {}}',
    '{"primary": {"main": 42}}',
    '{"primary": {"main": null}}',
    '{"primary": {"main": true}}',
    '{"primary": {"main": ["#fff"]}}',
    '{"primary": {"main": {"hex": "#fff"}}}',
    '{"primary": {"500": "#fff"}}',
    '{"primary": {"main": ""}}',
    '{"primary": {"main": "blue"}}',
    '{"primary": {"main": "#ggg"}}',
    '{"primary": {"main": "rgb(1, 2)"}}',
    '{"primary": {"main": "hsl(a, b, c)"}}',
    '{"primary": {"main": "url(javascript:alert(1))"}}',
    '{"primary": {"main": "#fff"}, "secondary": {"main": 7}}',
    '{"error": {"main": "#fff"}}',
    '{"__proto__": {"main": "#fff"}}',
    '{"primary": {"main": "#fff"}, "tertiary": {"main": "#000"}}',
    '%7B%22primary%22%3A1%7D',
    '\u0000',
  ];

  it.each(badInputs)('rejects %p with a reason', (raw) => {
    let result: ReturnType<typeof parsePaletteColorsCookie> | undefined;
    expect(() => {
      result = parsePaletteColorsCookie(raw);
    }).not.toThrow();
    expect(result).toMatchObject({ok: false, reason: expect.any(String)});
  });

  it('covers at least 30 bad inputs', () => {
    expect(badInputs.length).toBeGreaterThanOrEqual(30);
  });
});

/** The cookie a reviewer used to add a live `body{background:url(…)}` rule to the page. */
const CSS_BREAKOUT_COOKIE = '{"primary":{"main":"rgb(1,2,3);}body{background:url(https://evil.example/t)}x{"}}';

/** Colours that must never reach CSS: breakouts, functions, escapes, comments, control characters, oddities MUI misreads. */
const hostileColors: string[] = [
  'rgb(1,2,3);}body{background:url(https://evil.example/t)}x{',
  'rgb(1, 2, 3);',
  '#fff;}',
  '#fff}body{color:red',
  'rgb(1, 2, 3) !important',
  'rgb(1, 2, 3), red',
  'rgb(1, 2, 3) rgb(4, 5, 6)',
  'rgb(1, 2, 3))',
  'rgb(1, 2, 3',
  'url(https://evil.example/t)',
  'rgb(1, 2, url(https://evil.example/t))',
  'hsl(1, 2%, 3%) url(x)',
  'url(javascript:alert(1))',
  'javascript:alert(1)',
  'expression(alert(1))',
  'rgb(expression(alert(1)), 2, 3)',
  'var(--mui-palette-primary-main)',
  'calc(1px + 2px)',
  '\\72 gb(1, 2, 3)',
  'rgb(\\31, 2, 3)',
  'rgb(1\\,2, 3)',
  '#ff\\66',
  '\\',
  'rgb(1, 2, 3)/*',
  '/**/rgb(1, 2, 3)',
  'rgb(1, 2, 3/**/)',
  '#fff/* } body { color: red } */',
  'rgb(1, 2, 3)\n}body{color:red}',
  'rgb(1,\n2, 3)',
  '\n#fff',
  '#fff\n',
  '#fff\r',
  'rgb(1,\t2, 3)',
  'rgb(1, 2, 3)\u0000',
  'rgb(1, 2, 3)\u2028',
  '#fff\u00a0',
  'rgb(１, 2, 3)',
  '<style>body{}</style>',
  '"#fff"',
  "'#fff'",
  '#' + 'f'.repeat(10_000),
  'rgb(' + '1'.repeat(200) + ', 2, 3)',
  'rgb(1, 2, 3' + ' '.repeat(MAX_COLOR_LENGTH) + ')',
  'rgb(1e999, 2, 3)',
  'rgb(NaN, 2, 3)',
  'rgb(Infinity, 2, 3)',
  'rgb(1, 2)',
  'rgb(1, 2, 3, 4, 5)',
  'rgb(-1, 2, 3)',
  'rgb(256, 0, 0)',
  'rgba(1, 2, 3, 2)',
  'rgb(50%, 0%, 0%)',
  'rgba(1, 2, 3, 50%)',
  'rgb(1 2 3)',
  'RGB(1, 2, 3)',
  'rgb (1, 2, 3)',
  'hsl(1turn, 50%, 50%)',
  'hsl(1rad, 50%, 50%)',
  'hsl(1, 150%, 50%)',
  'hsl(a, b, c)',
  'color(srgb 1 0 0 /0.5)',
  'color(srgb 1 0 0 / 0.5)',
  'color(srgb  1 0 0)',
  'color(srgb 2 0 0)',
  'color(xyz 1 0 0)',
  'color(display-p3 1 0 0);}body{x:y}',
  'lab(50% 40 59)',
  '#abcde',
  '#ggg',
  '#',
  'blue',
  'transparent',
  'currentColor',
  'inherit',
  '',
  '   ',
];

/** Cookies whose shape is wrong around colours that are fine on their own. */
const hostileCookies: string[] = [
  CSS_BREAKOUT_COOKIE,
  '{"primary":{"main":"#fff","light":"red;}body{background:url(https://evil.example/t)}x{"}}',
  '{"primary":{"main":"#fff","contrastText":"#000"}}',
  '{"primary":{"main":{"main":"#fff"}}}',
  '{"primary":{"main":{"toString":"#fff"}}}',
  '{"primary":{"main":["#fff"]}}',
  '{"primary":{"main":7}}',
  '{"primary":{"main":true}}',
  '{"primary":{"main":null}}',
  '{"primary":{"main":"#fff"},"__proto__":{"main":"#000"}}',
  '{"__proto__":{"primary":{"main":"#fff"}}}',
  '{"constructor":{"main":"#fff"}}',
  '{"prototype":{"main":"#fff"}}',
  '{"toString":{"main":"#fff"}}',
  '{"primary":{"__proto__":{"main":"#fff"}}}',
  '{"primary":{"main":"#fff","__proto__":{"main":"red;}"}}}',
  '{"primary":{"main":"#fff","constructor":{"prototype":{"main":"red"}}}}',
  '{"primary":{"primary":{"main":"#fff"}}}',
  '[{"primary":{"main":"#fff"}}]',
  JSON.stringify({primary: {main: '#fff'}, padding: 'x'.repeat(100_000)}),
  JSON.stringify({primary: {main: '#fff'.padEnd(MAX_PALETTE_COLORS_COOKIE_LENGTH, ' ')}}),
  '{"primary":{"main":"' + '1'.repeat(1_000) + '"}}',
];

/** A test title: the value JSON-escaped (control characters visible), cut short. */
const shortLabel = (value: string): string => {
  const escaped = JSON.stringify(value);
  return escaped.length > 80 ? `${escaped.slice(0, 70)}… (${value.length} characters)` : escaped;
};

describe('hostile colours', () => {
  it.each(hostileColors.map((color) => [shortLabel(color), color]))('rejects the colour %s with a reason, alone and in the cookie', (_, color) => {
    let reading: ReturnType<typeof readColor> | undefined;
    expect(() => (reading = readColor(color))).not.toThrow();
    expect(reading).toEqual({ok: false, reason: expect.stringMatching(/\S/)});
    expect(colorFormatError(color)).toBe((reading as {reason: string}).reason);
    expect(parsePaletteColorsCookie(JSON.stringify({primary: {main: color}}))).toEqual({ok: false, reason: expect.stringMatching(/\S/)});
  });

  it.each(hostileCookies.map((raw) => [shortLabel(raw), raw]))('rejects the cookie %s with a reason', (_, raw) => {
    let result: ReturnType<typeof parsePaletteColorsCookie> | undefined;
    expect(() => (result = parsePaletteColorsCookie(raw))).not.toThrow();
    expect(result).toEqual({ok: false, reason: expect.stringMatching(/\S/)});
  });

  it('says why, clearly, for each kind of problem', () => {
    expect(parsePaletteColorsCookie(CSS_BREAKOUT_COOKIE)).toEqual({
      ok: false,
      reason: expect.stringMatching(/^primary\.main: `rgb\(1,2,3\);}body\{.*` is not a colour this site reads\. Use #rgb, .*nothing after the colour\.$/),
    });
    expect(readColor('#' + 'f'.repeat(10_000))).toEqual({ok: false, reason: `The colour is longer than ${MAX_COLOR_LENGTH} characters.`});
    expect(readColor('rgb(256, 0, 0)')).toEqual({ok: false, reason: '`rgb(256, 0, 0)` is out of range: red, green and blue go from 0 to 255, and alpha from 0 to 1.'});
    expect(parsePaletteColorsCookie('x'.repeat(MAX_PALETTE_COLORS_COOKIE_LENGTH + 1))).toEqual({ok: false, reason: `it is longer than ${MAX_PALETTE_COLORS_COOKIE_LENGTH} characters`});
    expect(parsePaletteColorsCookie('{"primary":{"main":"#fff","light":"#000"}}')).toEqual({ok: false, reason: 'primary has "light" besides "main"'});
    expect(parsePaletteColorsCookie('{"__proto__":{"main":"#fff"}}')).toEqual({ok: false, reason: '"__proto__" is not a customizable colour'});
  });

  it('pollutes no prototype', () => {
    for (const raw of hostileCookies) parsePaletteColorsCookie(raw);
    expect(({} as Record<string, unknown>).main).toBeUndefined();
    expect(({} as Record<string, unknown>).primary).toBeUndefined();
  });
});

describe('honest colours', () => {
  // Everything the drawer's field read before, written as people write colours, and what is kept.
  const honest: Array<[string, string]> = [
    ['#0a7', 'rgb(0, 170, 119)'],
    ['#0A7', 'rgb(0, 170, 119)'],
    ['#0a78', 'rgba(0, 170, 119, 0.533)'],
    ['#8e24aa', 'rgb(142, 36, 170)'],
    ['#8E24AA80', 'rgba(142, 36, 170, 0.502)'],
    ['  #8e24aa  ', 'rgb(142, 36, 170)'],
    ['rgb(200, 40, 40)', 'rgb(200, 40, 40)'],
    ['rgb(200,40,40)', 'rgb(200, 40, 40)'],
    ['rgb( 200 , 40 , 40 )', 'rgb(200, 40, 40)'],
    ['rgb(1, 2, 3, 0.5)', 'rgb(1, 2, 3, 0.5)'],
    ['rgba(25, 118, 210, 0.3)', 'rgba(25, 118, 210, 0.3)'],
    ['rgba(25, 118, 210, .3)', 'rgba(25, 118, 210, 0.3)'],
    ['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)'],
    ['rgb(255, 255, 255)', 'rgb(255, 255, 255)'],
    ['hsl(210, 100%, 45%)', 'hsl(210, 100%, 45%)'],
    ['hsl(210deg, 100%, 45%)', 'hsl(210, 100%, 45%)'],
    ['hsl(-30, 10%, 10%)', 'hsl(-30, 10%, 10%)'],
    ['hsl(1, 2, 3)', 'hsl(1, 2%, 3%)'],
    ['hsla(275, 75%, 52%, 0.5)', 'hsla(275, 75%, 52%, 0.5)'],
    ['color(display-p3 1 0 0)', 'color(display-p3 1 0 0)'],
    ['color(srgb 0.1 0.2 0.3)', 'color(srgb 0.1 0.2 0.3)'],
  ];

  it.each(honest)('reads %p as %p', (input, normalised) => {
    expect(readColor(input)).toEqual({ok: true, color: normalised});
    expect(colorFormatError(input)).toBeNull();
    expect(parsePaletteColorsCookie(JSON.stringify({secondary: {main: input}}))).toEqual({ok: true, value: {secondary: {main: normalised}}});
  });

  it('keeps a normalised colour as it is', () => {
    for (const [, normalised] of honest) expect(readColor(normalised)).toEqual({ok: true, color: normalised});
  });

  it('normalises colours given directly, not only from the cookie', () => {
    expect(readPaletteColors({primary: {main: '#f00'}})).toEqual({ok: true, value: {primary: {main: 'rgb(255, 0, 0)'}}});
    expect(readPaletteColors({})).toEqual({ok: true, value: null});
    expect(readPaletteColors('#f00')).toEqual({ok: false, reason: 'it is not an object'});
  });
});

describe('colorFormatError', () => {
  it('is null for formats MUI reads', () => {
    for (const color of ['#abc', '#aabbcc', 'rgb(1, 2, 3)', 'rgba(1, 2, 3, 0.5)', 'hsl(1, 2%, 3%)', 'hsla(1, 2%, 3%, 0.4)']) {
      expect(colorFormatError(color)).toBeNull();
    }
  });

  it("gives MUI's own message for a format it does not support", () => {
    expect(colorFormatError('blue')).toMatch(/^MUI: Unsupported `blue` color/);
  });
});

describe('expandMuiColorError', () => {
  it("restores MUI's full message from a production build's minified one", () => {
    const minified = 'Minified MUI error #9; visit https://mui.com/production-error/?code=9&args%5B%5D=blue for the full message.';
    expect(expandMuiColorError(minified)).toBe(colorFormatError('blue'));
    expect(expandMuiColorError(minified)).toMatch(/^MUI: Unsupported `blue` color\.\nThe following formats are supported: #nnn/);
  });

  it('restores the colour-space message', () => {
    const minified = 'Minified MUI error #10; visit https://mui.com/production-error/?code=10&args%5B%5D=lab for the full message.';
    expect(expandMuiColorError(minified)).toMatch(/^MUI: unsupported `lab` color space\./);
  });

  it('keeps other messages unchanged', () => {
    for (const message of ['MUI: something else', 'Minified MUI error #12; visit https://mui.com/production-error/?code=12 for the full message.']) {
      expect(expandMuiColorError(message)).toBe(message);
    }
  });
});

describe('the theme builder, called directly', () => {
  it('throws, as MUI does, when a colour has no main', () => {
    expect(() => createDocsTheme({paletteColors: {primary: {} as {main: string}}})).toThrow(/MUI: The color \(primary\) provided to augmentColor\(color\) is invalid/);
  });

  it('throws when given a vars option', () => {
    expect(() => createDocsTheme({}, {vars: {}} as object)).toThrow(/`vars` is a private field/);
  });

  it('applies valid custom colours to both colour schemes', () => {
    const theme = createDocsTheme({paletteColors: {primary: {main: '#ff0000'}}});
    expect(theme.colorSchemes.light!.palette.primary.main).toBe('#ff0000');
    expect(theme.colorSchemes.dark!.palette.primary.main).toBe('#ff0000');
  });
});

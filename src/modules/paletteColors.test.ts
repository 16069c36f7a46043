import {createDocsTheme} from './docsTheme';
import {colorFormatError, expandMuiColorError, parsePaletteColorsCookie, serializePaletteColors} from './paletteColors';

describe('parsePaletteColorsCookie', () => {
  it('reads primary and secondary colours in every format MUI supports', () => {
    const raw = JSON.stringify({primary: {main: '#0a7'}, secondary: {main: 'hsl(300, 60%, 40%)'}});
    expect(parsePaletteColorsCookie(raw)).toEqual({ok: true, value: {primary: {main: '#0a7'}, secondary: {main: 'hsl(300, 60%, 40%)'}}});
    expect(parsePaletteColorsCookie(JSON.stringify({primary: {main: 'rgb(10, 20, 30)'}})).ok).toBe(true);
  });

  it('treats a missing, empty or null cookie as "no custom colours"', () => {
    for (const raw of [undefined, null, '', 'null', '{}']) {
      expect(parsePaletteColorsCookie(raw)).toEqual({ok: true, value: null});
    }
  });

  it('round-trips what the settings drawer writes', () => {
    const colors = {primary: {main: '#123456'}};
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

import {themes} from 'prism-react-renderer';
import {getContrastRatio} from '@mui/system/colorManipulator';
import {readableOn, TEXT_CONTRAST, withReadableTokens} from './codeTheme';

describe('readableOn', () => {
  it('keeps a colour that already reads', () => {
    expect(readableOn('rgb(195, 232, 141)', '#292d3e')).toBe('rgb(195, 232, 141)');
  });

  it('lightens a colour on a dark background just enough', () => {
    const fixed = readableOn('rgb(255, 85, 114)', '#292d3e');
    expect(getContrastRatio(fixed, '#292d3e')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // Still the same red, only lighter: not pushed to white.
    expect(getContrastRatio(fixed, '#292d3e')).toBeLessThan(6);
  });

  it('darkens a colour on a light background', () => {
    const fixed = readableOn('#8d949e', '#ffffff');
    expect(getContrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(getContrastRatio(fixed, '#ffffff')).toBeLessThan(5.5);
  });
});

describe('withReadableTokens', () => {
  it('gives every token colour of the dark code theme 4.5:1 on its background, and keeps the font styles', () => {
    const before = themes.palenight;
    const after = withReadableTokens(before);
    const background = after.plain.backgroundColor!;
    // The theme as shipped has tokens under 4.5:1 (comments, tags): the test would mean nothing otherwise.
    expect(before.styles.some((style) => style.style.color && getContrastRatio(style.style.color, background) < TEXT_CONTRAST)).toBe(true);
    for (const style of after.styles) {
      if (style.style.color) expect(getContrastRatio(style.style.color, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    expect(after.styles.map((style) => [style.types, style.style.fontStyle])).toEqual(before.styles.map((style) => [style.types, style.style.fontStyle]));
    expect(getContrastRatio(after.plain.color!, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('says so when the theme has no background to measure against', () => {
    expect(() => withReadableTokens({plain: {color: '#000'}, styles: []})).toThrow('no plain.backgroundColor');
  });
});

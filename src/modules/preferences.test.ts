import {codeStylingFromHash, codeVariantFromHash, parseCodeStyling, parseCodeVariant, resolveCodePreferences, sameCodePreferences} from './preferences';

describe('demo anchors in the URL hash', () => {
  it.each([
    ['#BasicGrid.tsx', 'TS'],
    ['#BasicGrid.js', 'JS'],
    ['#tailwind-BasicGrid.js', 'JS'],
    ['#BasicGrid', null],
    ['#BasicGrid.ts', null],
    ['#BasicGrid.jsx', null],
    ['', null],
  ])('%p gives code variant %p', (hash, variant) => {
    expect(codeVariantFromHash(hash)).toBe(variant);
  });

  it.each([
    ['#tailwind-BasicGrid.tsx', 'Tailwind'],
    ['#css-BasicGrid.js', 'CSS'],
    ['#system-BasicGrid.js', 'MUI System'],
    ['#BasicGrid.tsx', null],
    ['#tailwind-BasicGrid', null],
  ])('%p gives code styling %p', (hash, styling) => {
    expect(codeStylingFromHash(hash)).toBe(styling);
  });
});

it.each(['js', 'ts', 'TypeScript', '', undefined, 'JS '])('ignores the unknown code variant %p', (value) => {
  expect(parseCodeVariant(value)).toBeNull();
});

it.each(['MUI%20System', 'system', 'tailwind', 'Emotion', undefined])('ignores the unknown code styling %p', (value) => {
  expect(parseCodeStyling(value)).toBeNull();
});

describe('resolveCodePreferences', () => {
  it('defaults to TS and MUI System', () => {
    expect(resolveCodePreferences({hash: '', variantCookie: undefined, stylingCookie: undefined})).toEqual({codeVariant: 'TS', codeStyling: 'MUI System'});
  });

  it('takes the cookie over the default', () => {
    expect(resolveCodePreferences({hash: '#intro', variantCookie: 'JS', stylingCookie: 'CSS'})).toEqual({codeVariant: 'JS', codeStyling: 'CSS'});
  });

  it('takes a demo hash over the cookie', () => {
    expect(resolveCodePreferences({hash: '#tailwind-Demo.tsx', variantCookie: 'JS', stylingCookie: 'CSS'})).toEqual({codeVariant: 'TS', codeStyling: 'Tailwind'});
  });

  it('falls back to the default for a bad cookie', () => {
    expect(resolveCodePreferences({hash: '', variantCookie: 'Python', stylingCookie: 'Sass'})).toEqual({codeVariant: 'TS', codeStyling: 'MUI System'});
  });
});

describe('sameCodePreferences', () => {
  it('compares the variant and the styling, not the object', () => {
    expect(sameCodePreferences({codeVariant: 'TS', codeStyling: 'CSS'}, {codeVariant: 'TS', codeStyling: 'CSS'})).toBe(true);
    expect(sameCodePreferences({codeVariant: 'TS', codeStyling: 'CSS'}, {codeVariant: 'JS', codeStyling: 'CSS'})).toBe(false);
    expect(sameCodePreferences({codeVariant: 'TS', codeStyling: 'CSS'}, {codeVariant: 'TS', codeStyling: 'Tailwind'})).toBe(false);
  });
});

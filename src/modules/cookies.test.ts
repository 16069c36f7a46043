import {PREFERENCE_COOKIE_MAX_AGE, readCookie, removeCookie, serializePreferenceCookie, writePreferenceCookie} from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; codeStyling=MUI%20System; b=2', 'codeStyling')).toBe('MUI System');
  });

  it.each(['', ';;;', '=', 'codeVariant', 'codeVariant=%E0%A4%A', '\u0000\u0001'])('never throws on %p', (header) => {
    expect(() => readCookie(header, 'codeVariant')).not.toThrow();
  });

  it('keeps the first of two cookies of one name, a value it cannot decode as stored, and drops quotes', () => {
    expect(readCookie('codeVariant=TS; codeVariant=JS', 'codeVariant')).toBe('TS');
    expect(readCookie('codeVariant=%E0%A4%A', 'codeVariant')).toBe('%E0%A4%A');
    expect(readCookie('paletteColors="%7B%7D"', 'paletteColors')).toBe('{}');
    expect(readCookie('xcodeVariant=JS; codeVariantx=JS', 'codeVariant')).toBeUndefined();
    expect(readCookie('a=1;codeVariant = JS ', 'codeVariant')).toBe('JS');
  });
});

it('writes preference cookies for the whole site, for one year', () => {
  expect(PREFERENCE_COOKIE_MAX_AGE).toBe(31536000);
  expect(serializePreferenceCookie('codeVariant', 'JS')).toBe('codeVariant=JS; Max-Age=31536000; Path=/');
  const jar = {cookie: ''};
  writePreferenceCookie(jar, 'codeStyling', 'MUI System');
  expect(jar.cookie).toBe('codeStyling=MUI%20System; Max-Age=31536000; Path=/');
  removeCookie(jar, 'paletteColors');
  expect(jar.cookie).toBe('paletteColors=; Max-Age=0; Path=/');
});

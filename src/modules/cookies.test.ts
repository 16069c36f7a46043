import {PREFERENCE_COOKIE_MAX_AGE, readCookie, removeCookie, serializePreferenceCookie, writePreferenceCookie} from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; codeStyling=MUI%20System; b=2', 'codeStyling')).toBe('MUI System');
  });

  it.each(['', ';;;', '=', 'codeVariant', 'codeVariant=%E0%A4%A', '\u0000\u0001'])('never throws on %p', (header) => {
    expect(() => readCookie(header, 'codeVariant')).not.toThrow();
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

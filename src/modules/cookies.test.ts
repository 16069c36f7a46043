import {documentCookies, PREFERENCE_COOKIE_MAX_AGE, readCookie, removeCookie, serializePreferenceCookie, writePreferenceCookie} from './cookies';

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

it('writes preference cookies for the whole site, for one year, same-site only', () => {
  expect(PREFERENCE_COOKIE_MAX_AGE).toBe(31536000);
  expect(serializePreferenceCookie('codeVariant', 'JS')).toBe('codeVariant=JS; Max-Age=31536000; Path=/; SameSite=Lax');
  expect(serializePreferenceCookie('feedbackId', 'x', {secure: true})).toBe('feedbackId=x; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  const jar = {cookie: ''};
  expect(writePreferenceCookie(jar, 'codeStyling', 'MUI System')).toBe(true);
  expect(jar.cookie).toBe('codeStyling=MUI%20System; Max-Age=31536000; Path=/; SameSite=Lax');
  expect(removeCookie(jar, 'paletteColors')).toBe(true);
  expect(jar.cookie).toBe('paletteColors=; Max-Age=0; Path=/; SameSite=Lax');
});

/** A document of a sandboxed iframe or an opaque origin: its cookie accessors throw. */
const sandboxedDocument = {
  get cookie(): string {
    throw new DOMException('The document is sandboxed and lacks the "allow-same-origin" flag.', 'SecurityError');
  },
  set cookie(_value: string) {
    throw new DOMException('The document is sandboxed and lacks the "allow-same-origin" flag.', 'SecurityError');
  },
};

describe('documentCookies', () => {
  it("is the document's cookie header", () => {
    expect(documentCookies({cookie: 'a=1; b=2'})).toBe('a=1; b=2');
    document.cookie = 'documentCookiesTest=1; Path=/';
    expect(documentCookies()).toContain('documentCookiesTest=1');
    document.cookie = 'documentCookiesTest=; Max-Age=0; Path=/';
  });

  it("is '' when reading the cookie throws, instead of throwing", () => {
    expect(() => sandboxedDocument.cookie).toThrow('sandboxed');
    expect(documentCookies(sandboxedDocument)).toBe('');
    expect(readCookie(documentCookies(sandboxedDocument), 'codeVariant')).toBeUndefined();
  });

  it("is '' when the jar's cookie is not a string", () => {
    expect(documentCookies({cookie: undefined} as unknown as {cookie: string})).toBe('');
  });
});

it('reports a refused write instead of throwing', () => {
  expect(() => writePreferenceCookie(sandboxedDocument, 'codeVariant', 'JS')).not.toThrow();
  expect(writePreferenceCookie(sandboxedDocument, 'codeVariant', 'JS')).toBe(false);
  expect(removeCookie(sandboxedDocument, 'paletteColors')).toBe(false);
});

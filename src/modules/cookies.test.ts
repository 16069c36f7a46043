import {documentCookies, isRawCookieValue, PREFERENCE_COOKIE_MAX_AGE, readCookie, removeCookie, serializePreferenceCookie, writePreferenceCookie} from './cookies';

describe('readCookie', () => {
  it('reads a cookie among others raw, as the vendor’s other docs write it', () => {
    expect(readCookie('a=1; codeStyling=MUI System; b=2', 'codeStyling')).toBe('MUI System');
    expect(readCookie('paletteColors={"primary":{"main":"hsl(210, 79%, 46%)"}}', 'paletteColors')).toBe('{"primary":{"main":"hsl(210, 79%, 46%)"}}');
  });

  it('decodes a value in the URI encoding this site used to write', () => {
    expect(readCookie('codeStyling=MUI%20System', 'codeStyling')).toBe('MUI System');
    expect(readCookie('paletteColors=%7B%22primary%22%3A%7B%22main%22%3A%22%23d32f2f%22%7D%7D', 'paletteColors')).toBe('{"primary":{"main":"#d32f2f"}}');
  });

  it.each(['', ';;;', '=', 'codeVariant', 'codeVariant=%E0%A4%A', '\u0000\u0001'])('never throws on %p', (header) => {
    expect(() => readCookie(header, 'codeVariant')).not.toThrow();
  });

  it('keeps the first of two cookies of one name, a value it cannot decode as stored, and the exact name', () => {
    expect(readCookie('codeVariant=TS; codeVariant=JS', 'codeVariant')).toBe('TS');
    expect(readCookie('codeVariant=%E0%A4%A', 'codeVariant')).toBe('%E0%A4%A');
    expect(readCookie('xcodeVariant=JS; codeVariantx=JS', 'codeVariant')).toBeUndefined();
    expect(readCookie('a=1;codeVariant = JS ', 'codeVariant')).toBe('JS');
  });
});

describe('writing', () => {
  it('writes preference cookies raw, for the whole site and one year, in the vendor’s exact form', () => {
    expect(PREFERENCE_COOKIE_MAX_AGE).toBe(31536000);
    const jar = {cookie: ''};
    expect(writePreferenceCookie(jar, 'codeStyling', 'MUI System')).toBe(true);
    expect(jar.cookie).toBe('codeStyling=MUI System;path=/;max-age=31536000');
    expect(writePreferenceCookie(jar, 'codeVariant', 'JS')).toBe(true);
    expect(jar.cookie).toBe('codeVariant=JS;path=/;max-age=31536000');
    expect(writePreferenceCookie(jar, 'paletteColors', '{"primary":{"main":"#00897b"}}')).toBe(true);
    expect(jar.cookie).toBe('paletteColors={"primary":{"main":"#00897b"}};path=/;max-age=31536000');
    expect(removeCookie(jar, 'paletteColors')).toBe(true);
    expect(jar.cookie).toBe('paletteColors=;path=/;max-age=0');
    expect(serializePreferenceCookie('feedbackId', 'x', {secure: true})).toBe('feedbackId=x;path=/;max-age=31536000;secure');
  });

  it('round-trips through the browser’s cookie jar', () => {
    writePreferenceCookie(document, 'codeStyling', 'MUI System');
    writePreferenceCookie(document, 'paletteColors', '{"primary":{"main":"rgb(46, 125, 50)"}}');
    expect(document.cookie).toContain('codeStyling=MUI System');
    expect(readCookie(documentCookies(), 'codeStyling')).toBe('MUI System');
    expect(readCookie(documentCookies(), 'paletteColors')).toBe('{"primary":{"main":"rgb(46, 125, 50)"}}');
    removeCookie(document, 'codeStyling');
    removeCookie(document, 'paletteColors');
    expect(readCookie(documentCookies(), 'codeStyling')).toBeUndefined();
  });

  it.each(['a;b=c', ' lead', 'trail ', 'new\nline', 'caf\u00e9', '\u0000'])('refuses to write %p, which a raw cookie cannot hold', (value) => {
    const jar = {cookie: 'untouched'};
    expect(isRawCookieValue(value)).toBe(false);
    expect(serializePreferenceCookie('codeStyling', value)).toBeNull();
    expect(writePreferenceCookie(jar, 'codeStyling', value)).toBe(false);
    expect(jar.cookie).toBe('untouched');
  });
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

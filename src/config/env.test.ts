import {DEFAULT_FONT_HOST, readEditUrl, readFontHost, readLicenseKey, readSiteEnv, readSiteUrl} from './env';
import {DEFAULT_EDIT_URL, DEFAULT_SITE_URL} from './product';

describe('readLicenseKey', () => {
  it('takes the key from MUI_X_LICENSE_KEY, trimmed', () => {
    expect(readLicenseKey({MUI_X_LICENSE_KEY: '  abc123  '})).toBe('abc123');
  });

  it('is null when the variable is missing or blank, so nothing is set', () => {
    expect(readLicenseKey({})).toBeNull();
    expect(readLicenseKey({MUI_X_LICENSE_KEY: '   '})).toBeNull();
  });
});

describe('readFontHost', () => {
  it('defaults to the public font host', () => {
    expect(readFontHost({})).toBe(DEFAULT_FONT_HOST);
    expect(readFontHost({DOCS_FONT_HOST: ''})).toBe(DEFAULT_FONT_HOST);
  });

  it.each(['off', 'OFF', 'none', 'false', '0'])('turns the font off with %p', (value) => {
    expect(readFontHost({DOCS_FONT_HOST: value})).toBeNull();
  });

  it('accepts a mirror, keeping a path prefix and dropping the trailing slash', () => {
    expect(readFontHost({DOCS_FONT_HOST: 'http://127.0.0.1:9000/fonts/'})).toBe('http://127.0.0.1:9000/fonts');
  });

  it('rejects a value that is not an http(s) URL, naming the variable', () => {
    expect(() => readFontHost({DOCS_FONT_HOST: 'fonts.example'})).toThrow(/DOCS_FONT_HOST must be an absolute/);
    expect(() => readFontHost({DOCS_FONT_HOST: 'ftp://fonts.example'})).toThrow(/DOCS_FONT_HOST must use http/);
  });
});

describe('readSiteUrl', () => {
  it('keeps only the origin of DOCS_SITE_URL', () => {
    expect(readSiteUrl({DOCS_SITE_URL: 'https://preview.example.com/x/'})).toBe('https://preview.example.com');
    expect(readSiteUrl({})).toBe(DEFAULT_SITE_URL);
  });
});

describe('readEditUrl', () => {
  it('defaults to the site repository, takes an override with one trailing slash, and turns off', () => {
    expect(readEditUrl({})).toBe(DEFAULT_EDIT_URL);
    expect(readEditUrl({DOCS_EDIT_URL: 'https://git.example.com/docs/edit/main'})).toBe('https://git.example.com/docs/edit/main/');
    expect(readEditUrl({DOCS_EDIT_URL: 'off'})).toBeNull();
    expect(() => readEditUrl({DOCS_EDIT_URL: 'repo/edit'})).toThrow(/DOCS_EDIT_URL/);
  });
});

it('readSiteEnv gathers every setting', () => {
  expect(readSiteEnv({MUI_X_LICENSE_KEY: 'k', DOCS_FONT_HOST: 'off', DOCS_EDIT_URL: 'off'})).toEqual({
    licenseKey: 'k',
    fontHost: null,
    siteUrl: DEFAULT_SITE_URL,
    editUrl: null,
  });
});

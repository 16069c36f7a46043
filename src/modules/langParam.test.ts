import {langRedirect} from './langParam';

const LOCALE_BASE_URLS = ['/x/', '/zh/x/'];

const at = (url: string) => {
  const parsed = new URL(url, 'https://mui.com');
  return langRedirect({pathname: parsed.pathname, search: parsed.search, hash: parsed.hash}, LOCALE_BASE_URLS);
};

describe('langRedirect', () => {
  it('takes an English page to its Chinese version, dropping only the parameter', () => {
    expect(at('/x/introduction/licensing/?lang=zh')).toEqual({kind: 'navigate', url: '/zh/x/introduction/licensing/'});
    expect(at('/x/react-data-grid/?tab=api&lang=zh#sorting')).toEqual({kind: 'navigate', url: '/zh/x/react-data-grid/?tab=api#sorting'});
  });

  it('takes a Chinese page to its English version', () => {
    expect(at('/zh/x/react-charts/bars/?lang=en')).toEqual({kind: 'navigate', url: '/x/react-charts/bars/'});
  });

  it('only removes the parameter when the page is already in that language', () => {
    expect(at('/zh/x/introduction/?lang=zh&a=1')).toEqual({kind: 'replace', url: '/zh/x/introduction/?a=1'});
    expect(at('/x/introduction/?lang=en')).toEqual({kind: 'replace', url: '/x/introduction/'});
  });

  it('ignores other values and pages without the parameter', () => {
    expect(at('/x/introduction/?lang=fr')).toEqual({kind: 'none'});
    expect(at('/x/introduction/?lang=')).toEqual({kind: 'none'});
    expect(at('/x/introduction/?language=zh')).toEqual({kind: 'none'});
    expect(at('/x/introduction/')).toEqual({kind: 'none'});
  });

  // A path the browser keeps as written: new URL() would already have merged what these test.
  const raw = (pathname: string, search: string) => langRedirect({pathname, search, hash: ''}, LOCALE_BASE_URLS);

  it.each([
    ['/zh//evil.example/x/', '?lang=en'],
    ['//evil.example/x/', '?lang=en'],
    ['//evil.example/', '?lang=zh'],
    ['/zh/\\evil.example/x/', '?lang=en'],
    ['/x/\\evil.example/', '?lang=zh'],
    ['/zh/evil/', '?lang=en'],
    ['/', '?lang=zh'],
    ['/blog/', '?lang=zh'],
  ])('does nothing on %p%s, which is not a page of the site', (pathname, search) => {
    expect(raw(pathname, search)).toEqual({kind: 'none'});
  });

  it('never leaves the site from one of its pages', () => {
    for (const pathname of ['/x//evil.example/', '/zh/x//evil.example/', '/x/%2F%2Fevil.example/']) {
      for (const lang of ['en', 'zh']) {
        const redirect = raw(pathname, `?lang=${lang}`);
        const url = redirect.kind === 'none' ? pathname : redirect.url;
        expect(new URL(url, 'https://mui.com/x/').origin).toBe('https://mui.com');
      }
    }
  });
});

import {langRedirect} from './langParam';

const at = (url: string) => {
  const parsed = new URL(url, 'https://mui.com');
  return langRedirect({pathname: parsed.pathname, search: parsed.search, hash: parsed.hash});
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
});

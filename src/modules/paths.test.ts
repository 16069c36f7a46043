import {
  LANGUAGES,
  LANGUAGES_IGNORE_PAGES,
  LANGUAGES_IN_PROGRESS,
  LANGUAGES_SSR,
  URL_LANGUAGES,
  fragmentId,
  pathWithLiteralPercents,
  localizedPath,
  pageToTitle,
  pathnameToLanguage,
} from './paths';

it('builds English only, yet recognises the zh prefix in URLs', () => {
  expect(LANGUAGES).toEqual(['en']);
  expect(LANGUAGES_SSR).toEqual(['en']);
  expect(LANGUAGES_IN_PROGRESS).toEqual(['en']);
  expect(LANGUAGES_IN_PROGRESS).not.toBe(LANGUAGES);
  expect(URL_LANGUAGES).toEqual(['en', 'zh']);
});

describe('LANGUAGES_IGNORE_PAGES', () => {
  it.each([
    ['/blog', true],
    ['/blog/', true],
    ['/blog/material-ui-v6-is-out/', true],
    ['/size-snapshot/', true],
    ['/size-snapshot', false],
    ['/blogs/', false],
    ['/x/blog/', false],
    ['/zh/blog/', false],
    ['/x/introduction/', false],
  ])('%s → %p', (pathname, ignored) => {
    expect(LANGUAGES_IGNORE_PAGES(pathname)).toBe(ignored);
  });
});

describe('pathnameToLanguage', () => {
  it.each([
    // pathname, userLanguage, canonicalAs, canonicalAsServer, canonicalPathname
    ['/x/react-charts/', 'en', '/x/react-charts/', '/x/react-charts/', '/x/react-charts'],
    ['/zh/x/react-charts/', 'zh', '/x/react-charts/', '/x/react-charts/', '/x/react-charts'],
    ['/zh/x/react-charts/#demo', 'zh', '/x/react-charts/#demo', '/x/react-charts/', '/x/react-charts'],
    // An explicit /en/ is English but keeps its prefix.
    ['/en/x/introduction/', 'en', '/en/x/introduction/', '/en/x/introduction/', '/en/x/introduction'],
    // A prefix counts only when a slash follows it.
    ['/zh', 'en', '/zh', '/zh', '/zh'],
    ['/zhx/a/', 'en', '/zhx/a/', '/zhx/a/', '/zhx/a'],
    ['/zh/', 'zh', '/', '/', '/'],
    ['/fr/x/', 'en', '/fr/x/', '/fr/x/', '/fr/x'],
    ['/', 'en', '/', '/', '/'],
    ['/#top', 'en', '/#top', '/', '/'],
    // The query stays everywhere; the slash before it is not a trailing one.
    ['/x/react-data-grid/?tab=api#props', 'en', '/x/react-data-grid/?tab=api#props', '/x/react-data-grid/?tab=api', '/x/react-data-grid/?tab=api'],
    ['/x/react-data-grid?tab=api', 'en', '/x/react-data-grid?tab=api', '/x/react-data-grid?tab=api', '/x/react-data-grid?tab=api'],
    // API pages are named /api-docs/ but served at /api/.
    ['/api/data-grid/data-grid/', 'en', '/api/data-grid/data-grid/', '/api/data-grid/data-grid/', '/api-docs/data-grid/data-grid'],
    ['/zh/api/charts/', 'zh', '/api/charts/', '/api/charts/', '/api-docs/charts'],
    ['/api-docs/data-grid/', 'en', '/api-docs/data-grid/', '/api-docs/data-grid/', '/api-docs-docs/data-grid'],
    ['/x/api/data-grid/', 'en', '/x/api/data-grid/', '/x/api/data-grid/', '/x/api/data-grid'],
    // Only one trailing slash goes.
    ['/x//', 'en', '/x//', '/x//', '/x/'],
  ])('%s', (pathname, userLanguage, canonicalAs, canonicalAsServer, canonicalPathname) => {
    expect(pathnameToLanguage(pathname)).toEqual({userLanguage, canonicalAs, canonicalAsServer, canonicalPathname});
  });
});

describe('pageToTitle', () => {
  it('hides pages titled false and keeps explicit titles', () => {
    expect(pageToTitle({pathname: '/x/introduction', title: false})).toBeNull();
    expect(pageToTitle({pathname: '/x/introduction', title: 'Overview'})).toBe('Overview');
    expect(pageToTitle({pathname: '/x/main-features', title: ''})).toBe('Main features');
  });

  it('derives from the subheader before the pathname', () => {
    expect(pageToTitle({pathname: '/x/introduction', subheader: '/x/main-features'})).toBe('Main features');
  });

  it.each([
    ['/x/react-data-grid/getting-started', 'Getting started'],
    ['/x/react-date-pickers/date-time-range-picker', 'Date time range picker'],
    ['/x/react-charts', 'Charts'],
    ['/material-ui/react-button', 'Button'],
    ['/docs/data/charts/bars.md', 'Bars'],
    ['/x/api/data-grid/data-grid-premium', 'DataGridPremium'],
    ['/x/api/data-grid/grid-api.json', 'GridApi'],
    ['/x/api/charts/use-drawing-area', 'useDrawingArea'],
    ['/api/charts/charts-x-axis', 'ChartsXAxis'],
    ['/api-docs/data-grid/data-grid', 'DataGrid'],
    // /api-docs/ names are always PascalCase, hooks included.
    ['/api-docs/charts/use-drawing-area', 'UseDrawingArea'],
    // The last segment after a trailing slash is empty.
    ['/x/introduction/', ''],
  ])('%s → %p', (pathname, title) => {
    expect(pageToTitle({pathname})).toBe(title);
  });
});

describe('localizedPath', () => {
  it.each([
    ['/x/react-charts/', 'zh', '/zh/x/react-charts/'],
    ['/x/react-charts/?tab=api#props', 'zh', '/zh/x/react-charts/?tab=api#props'],
    ['/zh/x/react-charts/?tab=api#props', 'en', '/x/react-charts/?tab=api#props'],
    ['/zh/x/react-charts/', 'zh', '/zh/x/react-charts/'],
    ['/x/react-charts/', 'en', '/x/react-charts/'],
    ['/', 'zh', '/zh/'],
    ['/zh/', 'en', '/'],
    ['/blog/', 'zh', '/blog/'],
    ['/blog/some-post/?ref=x', 'zh', '/blog/some-post/?ref=x'],
    ['/blog', 'zh', '/blog'],
    ['/size-snapshot/', 'zh', '/size-snapshot/'],
    // A never-translated page has one address, whatever the language asked.
    ['/zh/blog/some-post/', 'en', '/blog/some-post/'],
    ['/zh/blog/some-post/', 'zh', '/blog/some-post/'],
  ] as const)('%s in %s → %s', (pathname, language, expected) => {
    expect(localizedPath(pathname, language)).toBe(expected);
  });
});

describe('fragmentId', () => {
  it.each([
    ['#DataGridDemo.tsx', 'DataGridDemo.tsx'],
    ['DataGridDemo.js', 'DataGridDemo.js'],
    ['#caf%C3%A9', 'café'],
    ['', ''],
    ['#', ''],
  ])('reads %p as %p', (hash, id) => {
    expect(fragmentId(hash)).toBe(id);
  });

  it.each(['#%', '#%E0%A4%A', '#100%', '#%zz', '#a%%b', '#%C3%28'])('keeps the malformed %p as written, without throwing', (hash) => {
    expect(fragmentId(hash)).toBe(hash.slice(1));
  });
});

describe('pathWithLiteralPercents', () => {
  it.each(['/x/react-data-grid/', '/x/caf%C3%A9/', '/x/a%20b/', '/zh/x/'])('leaves %p, which decodes, alone', (pathname) => {
    expect(pathWithLiteralPercents(pathname)).toBeNull();
  });

  it.each([
    ['/x/%E0%A4%A/', '/x/%25E0%25A4%25A/'],
    ['/x/%/', '/x/%25/'],
    ['/x/100%/', '/x/100%25/'],
    ['/x/%C3%28/', '/x/%25C3%2528/'],
  ])('escapes every %% of %p, so that it reads as written', (pathname, fixed) => {
    expect(pathWithLiteralPercents(pathname)).toBe(fixed);
    expect(decodeURI(fixed)).toBe(pathname);
  });
});

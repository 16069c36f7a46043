import {mappedTitle, NAV_TITLE_MAPS, navTitle, nodeLabel} from './navTitles';

describe('navTitle', () => {
  it('gives a mapped path its title in the reader’s language', () => {
    expect(navTitle({pathname: '/getting-started'}, 'en')).toBe('Getting Started');
    expect(navTitle({pathname: '/getting-started'}, 'zh')).toBe('快速上手');
  });

  it('falls back to English for a path the Chinese map lacks', () => {
    expect(NAV_TITLE_MAPS.zh['/components/timeline']).toBeUndefined();
    expect(navTitle({pathname: '/components/timeline'}, 'zh')).toBe('Timeline');
  });

  it('falls back to English for a language without a map', () => {
    expect(navTitle({pathname: '/guides/typescript'}, 'fr')).toBe('TypeScript');
  });

  it('puts the map before the node’s own title, as the reference site does', () => {
    expect(navTitle({pathname: '/getting-started', title: 'Start here'}, 'zh')).toBe('快速上手');
  });

  it('uses the node’s title, then the title derived from its path, for an unmapped path', () => {
    expect(navTitle({pathname: '/x/react-data-grid/row-grouping', title: 'Row grouping'}, 'zh')).toBe('Row grouping');
    expect(navTitle({pathname: '/x/react-data-grid/row-grouping'}, 'zh')).toBe('Row grouping');
    expect(navTitle({pathname: '/x/api/data-grid/use-grid-api-ref'}, 'en')).toBe('useGridApiRef');
    expect(navTitle({pathname: '/x/react-charts', title: false}, 'en')).toBe('');
  });

  it('looks a subheader up by its text', () => {
    const maps = {en: {'Main features': 'Main features'}, zh: {'Main features': '主要功能'}};
    expect(navTitle({pathname: '/x/react-data-grid/main-features', subheader: 'Main features'}, 'zh', maps)).toBe('主要功能');
  });

  it('matches a path with a trailing slash or the site’s own host', () => {
    const maps = {en: {'/x/introduction': 'Overview'}};
    expect(navTitle({pathname: '/x/introduction/'}, 'en', maps)).toBe('Overview');
    expect(navTitle({pathname: 'https://mui.com/x/introduction/'}, 'en', maps)).toBe('Overview');
    // Keys that are full URLs, like the store's, are looked up as written.
    expect(navTitle({pathname: 'https://mui.com/store/'}, 'zh')).toBe('高级版主题');
  });

  it('ignores properties every object inherits and empty titles', () => {
    expect(navTitle({pathname: 'constructor'}, 'en')).toBe('Constructor');
    expect(navTitle({pathname: '/x/a'}, 'en', {en: {'/x/a': ''}})).toBe('A');
  });
});

describe('mappedTitle', () => {
  it('answers from one language’s map only', () => {
    expect(mappedTitle('/components/timeline', 'en')).toBe('Timeline');
    expect(mappedTitle('/components/timeline', 'zh')).toBeUndefined();
  });
});

describe('nodeLabel', () => {
  it('prefers a subheader, then a title, then the derived label', () => {
    expect(nodeLabel({pathname: '/x/a-b', subheader: 'Main features', title: 'X'})).toBe('Main features');
    expect(nodeLabel({pathname: '/x/a-b', title: 'Overview'})).toBe('Overview');
    expect(nodeLabel({pathname: '/x/a-b'})).toBe('A b');
  });

  it('takes a title-map entry before everything else, in the language asked for', () => {
    // Derived, the path would give "Getting started".
    expect(nodeLabel({pathname: '/getting-started'})).toBe('Getting Started');
    expect(nodeLabel({pathname: '/getting-started', title: 'Start'}, 'zh')).toBe('快速上手');
  });
});

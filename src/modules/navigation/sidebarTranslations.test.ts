import {isUntranslated, pathnameOfSidebarKey, seedSidebarLabels} from './sidebarTranslations';

describe('pathnameOfSidebarKey', () => {
  it('reads the page path of doc and category keys', () => {
    expect(pathnameOfSidebarKey('sidebar.docs.doc.react-data-grid/sorting')).toBe('/x/react-data-grid/sorting');
    expect(pathnameOfSidebarKey('sidebar.docs.category.migration-v8')).toBe('/x/migration-v8');
    expect(pathnameOfSidebarKey('version.label')).toBeNull();
  });
});

describe('isUntranslated', () => {
  it('counts a message without a character of the locale’s script as English', () => {
    expect(isUntranslated('docs.untranslated', 'Help translate it', 'zh')).toBe(true);
    expect(isUntranslated('docs.untranslated', '帮助翻译', 'zh')).toBe(false);
  });

  it('leaves alone what is the same in every language', () => {
    expect(isUntranslated('version.label', '8.0.0-alpha.6', 'zh')).toBe(false);
    expect(isUntranslated('search.count', '{count}', 'zh')).toBe(false);
    expect(isUntranslated('sidebar.docs.doc.api/data-grid/data-grid', 'DataGrid', 'zh')).toBe(false);
    expect(isUntranslated('sidebar.docs.doc.react-data-grid/sorting', 'Sorting', 'zh')).toBe(true);
  });
});

describe('seedSidebarLabels', () => {
  const maps = {en: {'/x/introduction': 'Overview', '/x/charts': 'Charts'}, zh: {'/x/introduction': '概览'}};

  it('fills a label still in English from the locale’s title map', () => {
    const {entries, seeded} = seedSidebarLabels(
      {
        'sidebar.docs.doc.introduction': {message: 'Overview', description: 'doc'},
        'sidebar.docs.category.charts': {message: 'Charts'},
      },
      'zh',
      maps,
    );
    expect(entries['sidebar.docs.doc.introduction']).toEqual({message: '概览', description: 'doc'});
    // No Chinese entry: the label stays for a translator (the English fallback is already there).
    expect(entries['sidebar.docs.category.charts']).toEqual({message: 'Charts'});
    expect(seeded).toEqual(['sidebar.docs.doc.introduction']);
  });

  it('never overwrites a translation', () => {
    const {entries, seeded} = seedSidebarLabels({'sidebar.docs.doc.introduction': {message: '介绍'}}, 'zh', maps);
    expect(entries['sidebar.docs.doc.introduction'].message).toBe('介绍');
    expect(seeded).toEqual([]);
  });
});

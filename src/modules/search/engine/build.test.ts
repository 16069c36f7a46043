import {buildIndex, pagesFromPluginDocuments, pageRank, type IndexedPage} from './build';
import {DocType} from './format';
import {PAGES} from './testIndex';

/** document number → weight, decoded from a term's postings. */
function postings(pages: IndexedPage[], term: string): Map<number, number> {
  const {termShards} = buildIndex(pages);
  const list = [...termShards.values()].find((shard) => term in shard)?.[term] ?? [];
  const decoded = new Map<number, number>();
  let doc = 0;
  for (let i = 0; i < list.length; i += 2) decoded.set((doc += list[i]), list[i + 1]);
  return decoded;
}

const page = (url: string, heading: string): IndexedPage => ({
  url,
  breadcrumb: [],
  documents: [
    [DocType.Title, 'Page', '', ''],
    [DocType.Heading, heading, '#h', ''],
    [DocType.Content, `Some text about ${heading}.`, '#h', heading],
  ],
});

test('postings list each document with the word, numbered in page order', () => {
  const pages = [page('/x/a/', 'grouping'), page('/x/b/', 'sorting'), page('/x/c/', 'grouping')];
  expect([...postings(pages, 'group').keys()]).toEqual([1, 2, 7, 8]);
  expect(buildIndex(pages).manifest.pageStarts).toEqual([0, 3, 6]);
});

test('a word weighs more in a heading than in a paragraph, and less on API and migration pages', () => {
  const weights = postings([page('/x/guide/', 'grouping'), page('/x/api/grid/', 'grouping'), page('/x/migration/v7/', 'grouping')], 'group');
  const [guideHeading, guideText, apiHeading, , migrationHeading] = [...weights.values()];
  expect(guideHeading).toBeGreaterThan(guideText);
  // Weights are rounded to tenths of a point.
  expect(Math.abs(apiHeading / guideHeading - pageRank('/x/api/grid/'))).toBeLessThan(0.1);
  expect(migrationHeading).toBeLessThan(guideHeading);
  expect(pageRank('/x/react-data-grid/')).toBe(1);
});

test('page files are named by their content: a changed page gets a new name, the others keep theirs', () => {
  const before = buildIndex(PAGES).manifest;
  const changed = PAGES.map((entry, index) => (index === 1 ? {...entry, documents: [...entry.documents, [DocType.Content, 'Zebra stripes.', '#z', 'Z'] as IndexedPage['documents'][number]]} : entry));
  const after = buildIndex(changed).manifest;
  expect(after.pages.filter((hash, index) => hash !== before.pages[index])).toHaveLength(1);
  expect(after.pages[1]).not.toBe(before.pages[1]);
  expect(after.terms.ze).toMatch(/^[0-9a-f]{8}$/);
  expect(before.terms.ze).toBeUndefined();
});

test('the plugin’s scanned documents are grouped under their page title, empty ones left out', () => {
  const pages = pagesFromPluginDocuments([
    [{i: 1, t: 'Sorting', u: '/x/sorting/', b: ['Docs']}],
    [{i: 2, t: 'Sort a column', u: '/x/sorting/', h: '#sort', p: 1}],
    [{i: 1, t: 'Order rows.', u: '/x/sorting/', p: 1}],
    [],
    [
      {i: 3, t: 'Click a header.', u: '/x/sorting/', h: '#sort', p: 1, s: 'Sort a column'},
      {i: 4, t: '  ', u: '/x/sorting/', h: '#empty', p: 1},
      {i: 5, t: 'Lost.', u: '/x/gone/', p: 99},
    ],
  ]);
  expect(pages).toEqual([
    {
      url: '/x/sorting/',
      breadcrumb: ['Docs'],
      documents: [
        [DocType.Title, 'Sorting', '', ''],
        [DocType.Description, 'Order rows.', '', ''],
        [DocType.Heading, 'Sort a column', '#sort', ''],
        [DocType.Content, 'Click a header.', '#sort', 'Sort a column'],
      ],
    },
  ]);
});

import {DocType, pageFilePath, termShardPath} from './format';
import {matchPositions, queryTokens, search} from './query';
import {memoryIndex, PAGES} from './testIndex';

const urls = (hits: Array<{url: string; hash: string}>) => hits.map((hit) => hit.url + hit.hash);

test('the page titled with the query comes first, then its headings', async () => {
  const {loader} = memoryIndex();
  const {hits} = await search(loader, 'row grouping', 10);
  expect(urls(hits)[0]).toBe('/x/react-data-grid/row-grouping/');
  expect(hits[0].type).toBe(DocType.Title);
});

test('documents with every word of the query come before those with some', async () => {
  const {loader} = memoryIndex();
  const {hits} = await search(loader, 'sort column', 10);
  // "column" alone is on the row grouping page too; only the Sorting page has both.
  expect(hits.every((hit) => hit.url === '/x/react-data-grid/sorting/')).toBe(true);
  expect(urls(hits)).toContain('/x/react-data-grid/sorting/#sort-a-column');
});

test('when no document has every word, those with the most still answer', async () => {
  const {loader} = memoryIndex();
  const {hits} = await search(loader, 'sorting zebra', 10);
  expect(urls(hits)[0]).toBe('/x/react-data-grid/sorting/');
});

test('the word being typed matches by its beginning; finished words do not', async () => {
  const {loader} = memoryIndex();
  expect(urls((await search(loader, 'grou', 10)).hits)).toContain('/x/react-data-grid/row-grouping/');
  // A space after the word: it is finished, and "grou" is not a word of the site.
  expect((await search(loader, 'grou ', 10)).hits).toEqual([]);
});

test('a page title and breadcrumb lend their words to the page’s sections', async () => {
  const {loader} = memoryIndex();
  const {hits} = await search(loader, 'tree view drag', 10);
  expect(urls(hits)[0]).toBe('/x/react-tree-view/rich-tree-view/ordering/#drag-an-item');
});

test('a prop repeated on API pages: the guide that uses it ranks with them, and the shorter component name wins a tie', async () => {
  const {loader} = memoryIndex();
  const {hits} = await search(loader, 'rowGroupingModel', 10);
  const apiPages = urls(hits).filter((url) => url.includes('/api/'));
  expect(apiPages).toEqual(['/x/api/data-grid/data-grid-premium/#prop-rowGroupingModel', '/x/api/data-grid/data-grid-premium-with-a-long-name/#prop-rowGroupingModel']);
  expect(urls(hits)).toContain('/x/react-data-grid/row-grouping/#group-by-a-column');
});

test('a Chinese query finds the pairs of characters it contains', async () => {
  const {loader} = memoryIndex();
  const {hits} = await search(loader, '许可证密钥', 10);
  expect(urls(hits)[0]).toBe('/zh/x/introduction/licensing/#set-the-key');
  // One character alone matches the pairs it begins.
  expect(urls((await search(loader, '许', 10)).hits)).toContain('/zh/x/introduction/licensing/');
});

test('a query reads only the shards of its words and the page files of its results', async () => {
  const {loader, read, index} = memoryIndex();
  await search(loader, 'sorting', 10);
  const sortingPage = PAGES.findIndex((page) => page.url === '/x/react-data-grid/sorting/');
  expect(read.sort()).toEqual([pageFilePath(sortingPage, index.manifest.pages[sortingPage]), termShardPath('so', index.manifest.terms.so)].sort());
});

test('stop words alone find nothing, and read nothing', async () => {
  const {loader, read} = memoryIndex();
  expect((await search(loader, 'the of ', 10)).hits).toEqual([]);
  expect(read).toEqual([]);
});

test('the limit caps the results', async () => {
  const {loader} = memoryIndex();
  expect((await search(loader, 'data grid', 2)).hits).toHaveLength(2);
});

test('query tokens: stems for matching, the typed text for highlighting', () => {
  expect(queryTokens('Pinned rows')).toEqual([
    {text: 'pinned', terms: ['pinned', 'pin'], prefix: null},
    {text: 'rows', terms: ['rows', 'row'], prefix: 'rows'},
  ]);
});

test('match positions cover stems, the typed prefix and Chinese runs', () => {
  expect(matchPositions('Group rows by grouping', queryTokens('groups ro'))).toEqual([
    [0, 5],
    [6, 4],
    [14, 8],
  ]);
  expect(matchPositions('设置许可证密钥。', queryTokens('许可证'))).toEqual([[2, 3]]);
});

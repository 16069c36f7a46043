import {DocType} from './format';
import {search} from './query';
import {pluginResults} from './results';
import {memoryIndex} from './testIndex';

test('results point at their page’s title document, the same object the title result holds', async () => {
  const {loader} = memoryIndex();
  const {hits, tokens} = await search(loader, 'row grouping', 10);
  const results = pluginResults(hits, tokens);
  const title = results.find((result) => result.type === DocType.Title && result.document.u === '/x/react-data-grid/row-grouping/');
  const heading = results.find((result) => result.type === DocType.Heading && result.document.u === '/x/react-data-grid/row-grouping/');
  expect(title?.document).toEqual({i: 0, t: 'Row grouping', u: '/x/react-data-grid/row-grouping/', b: ['Docs', 'Data Grid']});
  expect(title?.page).toBeUndefined();
  expect(heading?.page).toBe(title?.document);
  expect(heading?.document).toMatchObject({t: 'Group by a column', h: '#group-by-a-column', p: 0, s: 'Row grouping'});
});

test('match positions reach the highlighter as lunr metadata; the typed words are the tokens', async () => {
  const {loader} = memoryIndex();
  const {hits, tokens} = await search(loader, 'Sort col', 10);
  const [first] = pluginResults(hits, tokens).filter((result) => result.document.t === 'Click a column header to sort its rows.');
  expect(first.tokens).toEqual(['sort', 'col']);
  expect(Object.values(first.metadata).flatMap((entry) => entry.t.position)).toEqual([
    [8, 6],
    [25, 4],
  ]);
});

test('a result without a position of its own is highlighted from its start', async () => {
  const {loader} = memoryIndex();
  const {hits, tokens} = await search(loader, 'ordering drag', 10);
  const section = pluginResults(hits, tokens).find((result) => result.document.h === '#drag-an-item');
  expect(section?.metadata.query.t.position).toEqual([[6, 4]]);
  const [bare] = pluginResults([{...hits[0], positions: []}], tokens);
  // The plugin's highlighter starts its snippet at the first position and fails without one.
  expect(bare.metadata.query.t.position).toEqual([[0, 0]]);
});

import {buildIndex} from './build';
import {createFetchLoader, parseManifest, SearchIndexError} from './loader';
import {PAGES} from './testIndex';

const manifest = buildIndex(PAGES).manifest;
const base = new URL('http://127.0.0.1/x/');

function answer(body: unknown, status = 200): Response {
  return {ok: status >= 200 && status < 300, status, json: async () => (typeof body === 'string' ? JSON.parse(body) : body)} as Response;
}

test('the manifest is read from the locale’s index folder, revalidated; a shard once', async () => {
  const fetchFile = jest.fn(async (url: URL | RequestInfo, _init?: RequestInit) => answer(String(url).endsWith('manifest.json') ? manifest : {group: [1, 5]}));
  const loader = createFetchLoader(base, fetchFile as unknown as typeof fetch);
  await expect(loader.manifest()).resolves.toEqual(manifest);
  expect(String(fetchFile.mock.calls[0][0])).toBe('http://127.0.0.1/x/search-index/manifest.json');
  expect(fetchFile.mock.calls[0][1]).toEqual({cache: 'no-cache'});
  await loader.file('t/gr.0123abcd.json');
  await loader.file('t/gr.0123abcd.json');
  expect(fetchFile).toHaveBeenCalledTimes(2);
});

test('a failed load says which file and is tried again next time', async () => {
  const fetchFile = jest.fn().mockResolvedValueOnce(answer(null, 503)).mockResolvedValueOnce(answer({group: [1, 5]}));
  const loader = createFetchLoader(base, fetchFile as unknown as typeof fetch);
  await expect(loader.file('t/gr.0123abcd.json')).rejects.toThrow(new SearchIndexError('The search index file /x/search-index/t/gr.0123abcd.json could not be loaded (HTTP 503).'));
  await expect(loader.file('t/gr.0123abcd.json')).resolves.toEqual({group: [1, 5]});
});

test('a file that is not JSON is an error naming it', async () => {
  const loader = createFetchLoader(base, (async () => answer('<html>')) as unknown as typeof fetch);
  await expect(loader.file('p/3.0123abcd.json')).rejects.toThrow('The search index file /x/search-index/p/3.0123abcd.json is not valid JSON.');
});

test.each([
  ['null', null],
  ['another format', {...manifest, format: 2}],
  ['a negative page start', {...manifest, pageStarts: [-1, ...manifest.pageStarts.slice(1)]}],
  ['a page hash that is a path', {...manifest, pages: ['../../x', ...manifest.pages.slice(1)]}],
  ['fewer hashes than pages', {...manifest, pages: manifest.pages.slice(1)}],
  ['a shard key that is a path', {...manifest, terms: {'../a': '0123abcd'}}],
  ['terms that are not an object', {...manifest, terms: null}],
])('a manifest with %s is refused with a clear message', (_case, data) => {
  expect(() => parseManifest(data, '/x/search-index/manifest.json')).toThrow('The search index at /x/search-index/manifest.json is not in the format this site reads (format 1).');
});

test('a manifest refused once is fetched again next time, so a fixed deploy is picked up', async () => {
  const fetchFile = jest.fn().mockResolvedValueOnce(answer({format: 99})).mockResolvedValueOnce(answer(manifest));
  const loader = createFetchLoader(base, fetchFile as unknown as typeof fetch);
  await expect(loader.manifest()).rejects.toThrow(SearchIndexError);
  await expect(loader.manifest()).resolves.toEqual(manifest);
});

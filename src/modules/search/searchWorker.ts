/// <reference lib="webworker" />
/**
 * The search worker: fetches the sharded index piece by piece and answers
 * queries off the main thread. Spoken to by ./searchByWorker.ts.
 */
import {sortSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import {processTreeStatusOfSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
import {createFetchLoader} from './engine/loader';
import {search} from './engine/query';
import {pluginResults} from './engine/results';
import type {WorkerRequest, WorkerResponse} from './workerProtocol';

const loaders = new Map<string, ReturnType<typeof createFetchLoader>>();
function loaderFor(baseUrl: string) {
  let loader = loaders.get(baseUrl);
  if (!loader) loaders.set(baseUrl, (loader = createFetchLoader(new URL(baseUrl, self.location.origin), fetch.bind(self))));
  return loader;
}

async function answer(request: WorkerRequest): Promise<unknown> {
  const loader = loaderFor(request.baseUrl);
  if (request.type === 'prepare') {
    await loader.manifest();
    return null;
  }
  const {tokens, hits} = await search(loader, request.input, request.limit);
  const results = pluginResults(hits, tokens);
  sortSearchResults(results);
  processTreeStatusOfSearchResults(results);
  return results;
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  answer(request).then(
    (result) => self.postMessage({id: request.id, result} satisfies WorkerResponse),
    (error: unknown) => self.postMessage({id: request.id, error: error instanceof Error ? error.message : String(error)} satisfies WorkerResponse),
  );
});

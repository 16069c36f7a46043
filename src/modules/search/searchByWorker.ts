/**
 * Stands in for the local search plugin's `theme/searchByWorker` (swapped in
 * by src/plugins/search-index): the same two functions, answered by our
 * worker over the sharded index. The worker starts on the first call, when
 * the reader focuses the search box (the plugin prepares the index then).
 * Without a build there is no index: as the plugin does, the dev server answers nothing.
 *
 * A failure (a file missing after a deploy, a dropped connection, a file that
 * is not an index) never rejects: the plugin's box would stay in its loading
 * state for good. The box gets an empty answer, the console the reason, and
 * src/theme/SearchBar a problem to show (./indexProblem.ts). The next query
 * tries again.
 */
import {reportIndexProblem} from './indexProblem';
import type {WorkerRequest, WorkerResponse} from './workerProtocol';

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;
type Pending = {resolve: (value: unknown) => void; reject: (error: Error) => void};

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function ask<T>(request: DistributiveOmit<WorkerRequest, 'id'>): Promise<T> {
  if (!worker) {
    worker = new Worker(new URL('./searchWorker.ts', import.meta.url));
    worker.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
      const response = event.data;
      const waiting = pending.get(response.id);
      pending.delete(response.id);
      if (!waiting) return;
      if ('error' in response) waiting.reject(new Error(response.error));
      else waiting.resolve(response.result);
    });
    // The worker's script failed to load or threw: answer what waits, start afresh next time.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker?.terminate();
      worker = null;
      for (const waiting of pending.values()) waiting.reject(new Error(`the search worker stopped (${event.message || 'its script could not be loaded'}).`));
      pending.clear();
    });
  }
  const id = (nextId += 1);
  const message: WorkerRequest = {...request, id};
  return new Promise<T>((resolve, reject) => {
    pending.set(id, {resolve: resolve as (value: unknown) => void, reject});
    worker?.postMessage(message);
  });
}

async function answered<T>(request: DistributiveOmit<WorkerRequest, 'id'>, fallback: T): Promise<T> {
  try {
    const result = await ask<T>(request);
    reportIndexProblem(null);
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Search: ${message}`);
    reportIndexProblem(message);
    return fallback;
  }
}

const inProduction = process.env.NODE_ENV === 'production';

export async function fetchIndexesByWorker(baseUrl: string, _searchContext?: string): Promise<void> {
  if (inProduction) await answered({type: 'prepare', baseUrl}, null);
}

export async function searchByWorker(baseUrl: string, _searchContext: string, input: string, limit: number): Promise<unknown[]> {
  if (!inProduction) return [];
  return answered<unknown[]>({type: 'search', baseUrl, input, limit}, []);
}

/**
 * Fetches the sharded index over HTTP: the manifest once per page view
 * (revalidated, as a new deploy replaces it), each shard or page file once
 * (their names carry their content hash). A failed fetch is not kept, so the
 * next query tries again; a file that is not what the index format says gives
 * an error naming it, never a wrong answer.
 */
import {INDEX_DIR, INDEX_FORMAT, type Manifest} from './format';
import type {IndexLoader} from './query';

export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

/** Checks the manifest's shape; the worker trusts its numbers from then on. */
export function parseManifest(data: unknown, url: string): Manifest {
  const manifest = data as Partial<Manifest> | null;
  const numbers = (list: unknown) => Array.isArray(list) && list.every((item) => Number.isInteger(item) && (item as number) >= 0);
  const hashes = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string' && /^[0-9a-f]{8}$/.test(item));
  if (
    !manifest ||
    typeof manifest !== 'object' ||
    manifest.format !== INDEX_FORMAT ||
    !numbers(manifest.pageStarts) ||
    !numbers(manifest.titleLengths) ||
    !hashes(manifest.pages) ||
    manifest.pages?.length !== manifest.pageStarts?.length ||
    typeof manifest.terms !== 'object' ||
    manifest.terms === null ||
    !hashes(Object.values(manifest.terms)) ||
    !Object.keys(manifest.terms).every((key) => /^[a-z0-9_]{2}$|^u[0-9a-z]{1,2}$/.test(key))
  ) {
    throw new SearchIndexError(`The search index at ${url} is not in the format this site reads (format ${INDEX_FORMAT}).`);
  }
  return manifest as Manifest;
}

export function createFetchLoader(base: URL, fetchFile: typeof fetch): IndexLoader {
  const root = new URL(`${INDEX_DIR}/`, base);
  const files = new Map<string, Promise<unknown>>();
  const get = (relative: string, init?: RequestInit, check: (data: unknown, path: string) => unknown = (data) => data): Promise<unknown> => {
    let file = files.get(relative);
    if (!file) {
      const url = new URL(relative, root);
      file = fetchFile(url, init).then(async (response) => {
        if (!response.ok) throw new SearchIndexError(`The search index file ${url.pathname} could not be loaded (HTTP ${response.status}).`);
        let data: unknown;
        try {
          data = await response.json();
        } catch {
          throw new SearchIndexError(`The search index file ${url.pathname} is not valid JSON.`);
        }
        return check(data, url.pathname);
      });
      files.set(relative, file);
      file.catch(() => files.delete(relative));
    }
    return file;
  };
  return {
    manifest: () => get('manifest.json', {cache: 'no-cache'}, parseManifest) as Promise<Manifest>,
    file: <T,>(relative: string) => get(relative) as Promise<T>,
  };
}

/** The search page's query parameter (the local search plugin's). */
export const SEARCH_QUERY_PARAM = 'q';

/**
 * The URL search string that gives back the query of a shared results link
 * (`/x/search/?q=…`), or null when nothing needs restoring. The plugin's
 * results page reads the query only once the page has hydrated, and its first
 * effect (which runs before that) writes its empty query into the URL: a
 * shared link's query is gone before it is ever searched. `shared` is the
 * search string the reader arrived with; `current` is what the URL has now.
 */
export function restoredSearch(shared: string, current: string): string | null {
  const query = new URLSearchParams(shared).get(SEARCH_QUERY_PARAM);
  if (!query) return null;
  const params = new URLSearchParams(current);
  if (params.get(SEARCH_QUERY_PARAM)) return null;
  params.set(SEARCH_QUERY_PARAM, query);
  return `?${params.toString()}`;
}

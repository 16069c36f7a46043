/**
 * The pages of this site whose code has loaded in this tab (the page's own
 * chunks and its layouts'). Docusaurus' navigation keeps the page being left
 * on screen until the next page's chunks have loaded, which costs a render of
 * the whole layout even when they arrived long before, on hover; a page
 * listed here can render at once instead (src/plugins/pending-navigation).
 */
import type {RoutePrefetcher} from './idlePrefetch';

export type LoadedRoutes = {
  add: (pathname: string) => void;
  has: (pathname: string) => boolean;
};

export function createLoadedRoutes(): LoadedRoutes {
  const pathnames = new Set<string>();
  return {
    add: (pathname) => void pathnames.add(pathname),
    has: (pathname) => pathnames.has(pathname),
  };
}

/** This tab's pages whose code has loaded. */
export const loadedRoutes: LoadedRoutes = createLoadedRoutes();

const LOAD_TRACKING = Symbol.for('mui-x-docs.loadTracking');

/** `docusaurus` whose preload (a hovered link's) also records the page once its chunks are in; calling it again on the result changes nothing. */
export function withLoadTracking<T extends RoutePrefetcher>(docusaurus: T, routes: LoadedRoutes): T {
  if (LOAD_TRACKING in docusaurus) return docusaurus;
  return Object.freeze({
    ...docusaurus,
    [LOAD_TRACKING]: true,
    preload(path: string) {
      const loading = docusaurus.preload(path);
      // Docusaurus matches the whole path against its routes: with a fragment or a query the page's
      // own route does not match, only its layouts load, and the page is not recorded. Nor is a
      // page whose chunks failed to load: the click then waits for them, as before.
      if (loading && !/[?#]/.test(path)) loading.then(() => routes.add(path), () => {});
      return loading;
    },
  });
}

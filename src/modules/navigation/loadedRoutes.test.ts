import {createLoadedRoutes, withLoadTracking} from './loadedRoutes';
import type {RoutePrefetcher} from './idlePrefetch';

/** A `window.docusaurus` whose preloads settle when the test says so. */
function fakeDocusaurus() {
  const pending = new Map<string, {resolve: () => void; reject: (error: Error) => void}>();
  const docusaurus: RoutePrefetcher = {
    prefetch: () => false,
    preload: (path) => {
      if (pending.has(path)) return false;
      return new Promise<void[]>((resolve, reject) => pending.set(path, {resolve: () => resolve([]), reject}));
    },
  };
  return {docusaurus, pending};
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

it('does not record a page from the preload of a link to one of its headings, which loads only its layouts', async () => {
  const {docusaurus, pending} = fakeDocusaurus();
  const routes = createLoadedRoutes();
  const tracked = withLoadTracking(docusaurus, routes);
  tracked.preload('/x/react-data-grid/pagination/#paginate-on-the-server');
  tracked.preload('/x/react-data-grid/pagination/?lang=zh');
  for (const {resolve} of pending.values()) resolve();
  await flush();
  expect(routes.has('/x/react-data-grid/pagination/')).toBe(false);
});

it('records a hovered page once its chunks have loaded, not before', async () => {
  const {docusaurus, pending} = fakeDocusaurus();
  const routes = createLoadedRoutes();
  const tracked = withLoadTracking(docusaurus, routes);
  const loading = tracked.preload('/x/react-data-grid/sorting/');
  expect(loading).toBeInstanceOf(Promise);
  await flush();
  expect(routes.has('/x/react-data-grid/sorting/')).toBe(false);
  pending.get('/x/react-data-grid/sorting/')!.resolve();
  await flush();
  expect(routes.has('/x/react-data-grid/sorting/')).toBe(true);
});

it('does not record a page whose chunks failed to load', async () => {
  const {docusaurus, pending} = fakeDocusaurus();
  const routes = createLoadedRoutes();
  const loading = withLoadTracking(docusaurus, routes).preload('/x/react-charts/bars/');
  pending.get('/x/react-charts/bars/')!.reject(new Error('ChunkLoadError'));
  await expect(loading).rejects.toThrow('ChunkLoadError');
  expect(routes.has('/x/react-charts/bars/')).toBe(false);
});

it('keeps the rest of the object, and wraps only once', () => {
  const {docusaurus} = fakeDocusaurus();
  const routes = createLoadedRoutes();
  const tracked = withLoadTracking(docusaurus, routes);
  expect(tracked.prefetch).toBe(docusaurus.prefetch);
  expect(withLoadTracking(tracked, routes)).toBe(tracked);
  expect(Object.isFrozen(tracked)).toBe(true);
});

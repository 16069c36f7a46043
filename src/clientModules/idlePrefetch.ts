import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createIdleQueue, withIdlePrefetch} from '../modules/navigation/idlePrefetch';
import {loadedRoutes, withLoadTracking} from '../modules/navigation/loadedRoutes';

const queue = ExecutionEnvironment.canUseDOM ? createIdleQueue(window) : null;

/**
 * Docusaurus sets `window.docusaurus` after the client modules have run, and
 * dispatches the first route update during hydration, before any link's
 * viewport callback or hover: the prefetcher (idle prefetches, preloads
 * recorded once loaded) is swapped in there.
 */
export function onRouteDidUpdate(): void {
  if (queue && window.docusaurus) window.docusaurus = withLoadTracking(withIdlePrefetch(window.docusaurus, queue), loadedRoutes);
}

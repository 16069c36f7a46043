import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createIdleQueue, withIdlePrefetch} from '../modules/navigation/idlePrefetch';

const queue = ExecutionEnvironment.canUseDOM ? createIdleQueue(window) : null;

/**
 * Docusaurus sets `window.docusaurus` after the client modules have run, and
 * dispatches the first route update during hydration, before any link's
 * viewport callback: the prefetcher is swapped in there.
 */
export function onRouteDidUpdate(): void {
  if (queue && window.docusaurus) window.docusaurus = withIdlePrefetch(window.docusaurus, queue);
}

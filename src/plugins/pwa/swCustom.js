// Added to the Docusaurus PWA worker (its `swCustom` option). Plain JavaScript:
// the plugin compiles worker code with Babel for .js files only.
// Behaviour.md §1: a new worker never waits. It never reloads or navigates
// pages either: each page reloads itself on `controllerchange`, when that is
// safe (src/modules/pwa/updates.ts).
import {SKIP_WAITING_MESSAGE} from '../../modules/pwa/messages';

/**
 * @typedef {{addEventListener: (type: string, listener: (event: {data?: unknown}) => void) => void, skipWaiting: () => unknown}} WorkerScope
 * The part of the worker's global scope used here (`self`; tests give a fake one).
 */

/**
 * @param {WorkerScope} scope
 * @param {{offlineMode: boolean, debug: boolean}} params
 */
function installWorkerAdditions(scope, params) {
  scope.addEventListener('install', () => {
    if (params.debug) console.log('[sw] install: skip waiting');
    scope.skipWaiting();
  });
  scope.addEventListener('message', (event) => {
    // Only the page's own request; any other message (from any script on the origin) does nothing.
    if (event.data === SKIP_WAITING_MESSAGE) scope.skipWaiting();
  });
}

/** @param {{offlineMode: boolean, debug: boolean}} params */
export default function swCustom(params) {
  installWorkerAdditions(/** @type {WorkerScope} */ (/** @type {unknown} */ (self)), params);
}

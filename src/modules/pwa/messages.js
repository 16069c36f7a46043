// What a page may post to the service worker. Plain JavaScript so that the
// worker (src/plugins/pwa/swCustom.js, compiled for .js files only) and the
// page (./updates.ts) share one definition.

/** Asks a waiting worker to activate now. */
export const SKIP_WAITING_MESSAGE = 'skipWaiting';

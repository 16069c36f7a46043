// @ts-nocheck: worker globals (self.clients, skipWaiting) are not in the project's DOM typings.
// Added to the Docusaurus PWA worker (its `swCustom` option). Plain JavaScript:
// the plugin compiles worker code with Babel for .js files only.
// Behaviour.md §1: a new worker never waits, and any message from a page
// (the page sends 'skipWaiting') reloads every open tab onto the new build.

/** @param {{offlineMode: boolean, debug: boolean}} params */
export default function swCustom(params) {
  self.addEventListener('install', () => {
    if (params.debug) console.log('[sw] install: skip waiting');
    self.skipWaiting();
  });
  self.addEventListener('message', (event) => {
    event.waitUntil(
      self.clients.matchAll({type: 'window'}).then((windowClients) => Promise.all(windowClients.map((windowClient) => windowClient.navigate(windowClient.url)))),
    );
  });
}

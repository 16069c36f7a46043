/**
 * Registers the locale's worker and follows its updates (behaviour.md §1,
 * src/modules/pwa/updates.ts). In a chunk of its own: ./registerServiceWorker
 * loads it only on the vendor's docs host, so no other page carries it.
 */
import {createLazyReload, forcePageReload, hasReaderDraft, reloadOnControllerChange, serviceWorkerUrl} from '../../modules/pwa/updates';

export async function registerServiceWorker(scriptPath: string): Promise<void> {
  // An installed app (standalone window) keeps every page for offline reading.
  const offlineMode = window.matchMedia('(display-mode: standalone)').matches;
  const registration = await navigator.serviceWorker.register(serviceWorkerUrl(scriptPath, {offlineMode, debug: false}));
  const lazyReload = createLazyReload({
    timers: {setInterval: (callback, ms) => window.setInterval(callback, ms), clearInterval: (handle) => window.clearInterval(handle as number)},
    hasFocus: () => document.hasFocus(),
    hasDraft: () => hasReaderDraft(document),
    reload: () => window.location.reload(),
  });
  const hasController = Boolean(navigator.serviceWorker.controller);
  reloadOnControllerChange(navigator.serviceWorker, hasController, lazyReload);
  forcePageReload(registration, hasController, lazyReload);
}

/**
 * Client module given to @docusaurus/plugin-pwa as `swRegister` (in place of
 * its own, which shows a reload popup): registers the locale's worker
 * (`/x/sw.js`, `/zh/x/sw.js`) on the vendor's docs host only, then follows
 * behaviour.md §1 (src/modules/serviceWorker.ts).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {SiteCustomFields} from '../../../docusaurus.config';
import {createLazyReload, forcePageReload, serviceWorkerUrl, shouldRegisterServiceWorker} from '../../modules/serviceWorker';

async function registerServiceWorker(scriptPath: string): Promise<void> {
  // An installed app (standalone window) keeps every page for offline reading.
  const offlineMode = window.matchMedia('(display-mode: standalone)').matches;
  const registration = await navigator.serviceWorker.register(serviceWorkerUrl(scriptPath, {offlineMode, debug: false}));
  const lazyReload = createLazyReload({
    timers: {setInterval: (callback, ms) => window.setInterval(callback, ms), clearInterval: (handle) => window.clearInterval(handle as number)},
    hasFocus: () => document.hasFocus(),
    reload: () => window.location.reload(),
  });
  forcePageReload(registration, Boolean(navigator.serviceWorker.controller), lazyReload);
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  const {serviceWorkerHost} = siteConfig.customFields as SiteCustomFields;
  const scriptPath = process.env.PWA_SERVICE_WORKER_URL;
  if (scriptPath && shouldRegisterServiceWorker(window.location.host, serviceWorkerHost)) {
    registerServiceWorker(scriptPath).catch((error: unknown) => {
      // A failed registration only costs the update mechanism; the page is fine.
      console.info('Service worker registration failed:', error);
    });
  }
}

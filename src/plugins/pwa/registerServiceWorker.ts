/**
 * Client module given to @docusaurus/plugin-pwa as `swRegister` (in place of
 * its own, which shows a reload popup): on the vendor's docs host only, loads
 * ./serviceWorkerRegistration, which registers the locale's worker
 * (`/x/sw.js`, `/zh/x/sw.js`) and follows behaviour.md §1.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {SiteCustomFields} from '../../../docusaurus.config';
import {shouldRegisterServiceWorker} from '../../modules/pwa/host';

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  const {serviceWorkerHost} = siteConfig.customFields as SiteCustomFields;
  const scriptPath = process.env.PWA_SERVICE_WORKER_URL;
  if (scriptPath && shouldRegisterServiceWorker(window.location.hostname, serviceWorkerHost)) {
    import(/* webpackChunkName: "service-worker-registration" */ './serviceWorkerRegistration')
      .then(({registerServiceWorker}) => registerServiceWorker(scriptPath))
      .catch((error: unknown) => {
        // A failed registration only costs the update mechanism; the page is fine.
        console.info('Service worker registration failed:', error);
      });
  }
}

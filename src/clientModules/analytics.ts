/**
 * Browser side of the analytics bridge: click delegation, the gtag library
 * (only with a measurement id, after the page), page views on route changes
 * and sampled web vitals (their code is fetched only for a sampled page load,
 * after the page). See src/modules/analytics.ts.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import type {SiteCustomFields} from '@site/docusaurus.config';
import {afterNextPaint} from '@site/src/modules/browserTasks';
import {afterLoadWhenIdle} from '@site/src/modules/idle';
import {
  bindGaClickDelegation,
  isNewPage,
  keepWebVitals,
  pageViewParams,
  sendGaEvent,
  webVitalEvent,
  type AnalyticsWindow,
} from '@site/src/modules/analytics';

const {analytics} = siteConfig.customFields as SiteCustomFields;

function analyticsWindow(): AnalyticsWindow {
  return window as unknown as AnalyticsWindow;
}

function loadGtagLibrary(measurementId: string, scriptUrl: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = `${scriptUrl}?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

async function reportWebVitals(): Promise<void> {
  const {onCLS, onFCP, onINP, onLCP, onTTFB} = await import('web-vitals');
  const report = (metric: {name: string; value: number; delta: number; id: string}) => {
    const [name, params] = webVitalEvent(metric);
    sendGaEvent(analyticsWindow(), name, params);
  };
  for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) subscribe(report);
}

if (ExecutionEnvironment.canUseDOM) {
  bindGaClickDelegation(document, ({category, params}) => sendGaEvent(analyticsWindow(), category, params));
  if (analytics.measurementId) {
    const {measurementId, scriptUrl} = analytics;
    // After the page: the library never competes with the first render.
    afterLoadWhenIdle(window, () => loadGtagLibrary(measurementId, scriptUrl));
  }
  // The draw is made once per page load: a kept session reports all its
  // metrics (web-vitals reads the buffered paint and layout-shift entries).
  if (keepWebVitals(Math.random())) afterLoadWhenIdle(window, () => void reportWebVitals());
}

let cancelPageView = (): void => {};

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!isNewPage(location.pathname, previousLocation?.pathname ?? null)) return;
    cancelPageView();
    // react-helmet-async writes the new page's title and meta tags in an animation frame, not in
    // the commit: read them in a task after that frame (a bare 0 ms timeout could run first).
    cancelPageView = afterNextPaint(window, () => sendGaEvent(analyticsWindow(), 'page_view', pageViewParams(document, location.pathname)));
  },
};

export default clientModule;

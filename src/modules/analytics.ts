/**
 * The analytics bridge: every event the site sends goes through `gtag`, which
 * a head script defines before any bundle runs. Without a measurement id the
 * library is never loaded and events stay in `window.dataLayer` (where tests
 * read them). The browser wiring is in src/clientModules/analytics.ts.
 */
import {pathnameToLanguage} from './paths';

export type Gtag = (command: string, ...args: unknown[]) => void;
export type AnalyticsWindow = {gtag?: Gtag; dataLayer?: unknown[]};
export type GaEventParams = Record<string, string | number | null>;

/** Web-vitals reports are kept for about one page load in 10,000. */
export const WEB_VITALS_SAMPLE_RATE = 0.0001;

/**
 * Inline script for <head>: the data layer and `gtag` exist before any event,
 * and automatic page views are off (the site sends its own on route changes).
 */
export function gtagBootstrapScript(measurementId: string | null): string {
  const config = measurementId ? `gtag('config',${JSON.stringify(measurementId)},{send_page_view:false});` : '';
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}window.gtag=gtag;gtag('js',new Date());${config}`;
}

export function sendGaEvent(win: AnalyticsWindow, name: string, params: GaEventParams): void {
  win.gtag?.('event', name, params);
}

export function setUserProperties(win: AnalyticsWindow, properties: Record<string, string | number>): void {
  win.gtag?.('set', 'user_properties', properties);
}

// ---- Click delegation ---------------------------------------------------------

export type GaClickEvent = {category: string; params: {eventAction: string | null; eventLabel: string | null}};

/**
 * The event a click reports: from the nearest element (the target or an
 * ancestor) with `data-ga-event-category`. `data-ga-event-split` is the
 * fraction of such clicks kept; a draw above it drops the event.
 */
export function gaEventOfClick(target: Element | null, random: () => number): GaClickEvent | null {
  const element = target?.closest('[data-ga-event-category]');
  if (!element) return null;
  const split = Number.parseFloat(element.getAttribute('data-ga-event-split') ?? '');
  if (split && split < random()) return null;
  return {
    category: element.getAttribute('data-ga-event-category')!,
    params: {eventAction: element.getAttribute('data-ga-event-action'), eventLabel: element.getAttribute('data-ga-event-label')},
  };
}

/** One document listener for every tagged element; returns its removal. */
export function bindGaClickDelegation(doc: Document, send: (event: GaClickEvent) => void, random: () => number = Math.random): () => void {
  const listener = (event: MouseEvent) => {
    const gaEvent = gaEventOfClick(event.target instanceof Element ? event.target : null, random);
    if (gaEvent) send(gaEvent);
  };
  doc.addEventListener('click', listener);
  return () => doc.removeEventListener('click', listener);
}

// ---- Page views ------------------------------------------------------------------

/** A route change is a new page view; a change of hash (or query) on the same path is not. */
export function isNewPage(pathname: string, previousPathname: string | null): boolean {
  return previousPathname === null || pathname !== previousPathname;
}

function metaContent(doc: Document, name: string): string | null {
  return doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

/** `page_view` parameters, read once the new page's title and meta tags are in place. */
export function pageViewParams(doc: Document, pathname: string): GaEventParams {
  return {
    page_title: doc.title,
    page_location: pathnameToLanguage(pathname).canonicalAsServer,
    productId: metaContent(doc, 'mui:productId'),
    productCategoryId: metaContent(doc, 'mui:productCategoryId'),
  };
}

// ---- User properties and web vitals ------------------------------------------------

/**
 * Calls `listener` whenever the media query's result changes; returns its
 * removal. Safari before 14 has a MediaQueryList that is no EventTarget, with
 * only the older `addListener` / `removeListener`, used when nothing else is there.
 */
export function onMediaQueryChange(query: MediaQueryList, listener: () => void): () => void {
  if (typeof query.addEventListener === 'function') {
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }
  query.addListener(listener);
  return () => query.removeListener(listener);
}

/** `devicePixelRatio` rounded to one decimal, as reported. */
export function devicePixelRatioProperty(ratio: number): number {
  return Math.round(ratio * 10) / 10;
}

export function keepWebVitals(random: number): boolean {
  return random <= WEB_VITALS_SAMPLE_RATE;
}

export type WebVitalMetric = {name: string; value: number; delta: number; id: string};

export function webVitalEvent(metric: WebVitalMetric): [string, GaEventParams] {
  return [
    metric.name,
    {value: metric.delta, metric_label: 'Web Vitals', metric_value: metric.value, metric_delta: metric.delta, metric_id: metric.id},
  ];
}

/**
 * The inline (demo toolbar) ad: fetching the third-party feed and turning its
 * first ad into a display record (`AdCarbonInline` of the behaviour reference).
 */
import {FEED_AD_LABEL, FEED_MAX_ATTEMPTS, FEED_POWERED_BY} from './constants';
import type {AdRecord} from './inHouseAds';
import {escapeHtml} from './htmlText';

/** One item of the feed's `ads` list. Every field may be missing. */
export type FeedAd = {
  /** Click-tracking link: the ad's target. */
  statlink?: string;
  /** Impression-tracking URL, loaded as a hidden image. */
  statimp?: string;
  /** More impression URLs separated by `||`, each with a `[timestamp]` placeholder. */
  pixel?: string;
  timestamp?: string | number;
  image?: string;
  company?: string;
  /** Plain text from the feed; the record built from it is HTML, sanitise it. */
  description?: string;
  [key: string]: unknown;
};

/** An ad the slot can show: it has keys and a link. */
export type ServableFeedAd = FeedAd & {statlink: string};

export type FeedResponse = {ads?: FeedAd[]};

/** The part of `Response` used here. */
export type FeedFetch = (url: string) => Promise<Pick<Response, 'ok' | 'json'>>;

export type FetchFeedAdOptions = {
  /** Defaults to the global `fetch`. */
  fetch?: FeedFetch;
  /** Fetches in total, the first included. */
  maxAttempts?: number;
  /** True once the slot is gone (unmounted): stop without another fetch. */
  isCancelled?: () => boolean;
};

function isServable(ad: unknown): ad is ServableFeedAd {
  if (typeof ad !== 'object' || ad === null || Array.isArray(ad)) return false;
  const statlink = (ad as FeedAd).statlink;
  return Object.keys(ad).length > 0 && typeof statlink === 'string' && statlink !== '';
}

/** The first servable ad of a feed response, or null. */
export function firstServableAd(data: unknown): ServableFeedAd | null {
  if (typeof data !== 'object' || data === null) return null;
  const {ads} = data as FeedResponse;
  return Array.isArray(ads) ? (ads.find(isServable) ?? null) : null;
}

type Attempt = {kind: 'ad'; ad: ServableFeedAd} | {kind: 'none'} | {kind: 'give-up'};

async function attemptOnce(url: string, fetchFeed: FeedFetch): Promise<Attempt> {
  let response: Pick<Response, 'ok' | 'json'>;
  try {
    response = await fetchFeed(url);
  } catch {
    // A network error: the feed is blocked, another try would fail the same way.
    return {kind: 'give-up'};
  }
  if (!response.ok) return {kind: 'none'};
  try {
    const ad = firstServableAd(await response.json());
    return ad ? {kind: 'ad', ad} : {kind: 'none'};
  } catch {
    return {kind: 'none'};
  }
}

/**
 * Fetches the feed until it holds a servable ad, at most `maxAttempts` times.
 * A network error gives up at once. A non-OK status or a body that is not
 * JSON counts as an attempt without an ad, and the next attempt follows (the
 * reference only knows the network error; a bad answer is as transient as an
 * empty one). Resolves to null when no ad came or the slot was cancelled;
 * never rejects.
 */
export async function fetchFeedAd(url: string, options: FetchFeedAdOptions = {}): Promise<ServableFeedAd | null> {
  const {maxAttempts = FEED_MAX_ATTEMPTS, isCancelled = () => false} = options;
  const fetchFeed: FeedFetch | undefined = options.fetch ?? (typeof fetch === 'function' ? (input) => fetch(input) : undefined);
  if (!fetchFeed) return null;
  try {
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      if (isCancelled()) return null;
      const result = await attemptOnce(url, fetchFeed);
      if (isCancelled() || result.kind === 'give-up') return null;
      if (result.kind === 'ad') return result.ad;
    }
  } catch {
    // Only a throwing `isCancelled` gets here.
  }
  return null;
}

/** The feed is third-party JSON: a field may hold anything. */
function textOf(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** The ad's `pixel` URLs: split on `||`, empty parts dropped, `[timestamp]` replaced. */
export function pixelUrls(ad: Pick<FeedAd, 'pixel' | 'timestamp'>): string[] {
  if (typeof ad.pixel !== 'string') return [];
  const timestamp = textOf(ad.timestamp);
  return ad.pixel
    .split('||')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => part.split('[timestamp]').join(timestamp));
}

/**
 * The display record of a feed ad. `company` is escaped inside the `<strong>`;
 * `description` is inserted as the feed sent it, so the record's description
 * must go through `sanitizeAdHtml` before it is rendered.
 */
export function feedAdToRecord(ad: ServableFeedAd): Required<AdRecord> {
  const company = textOf(ad.company);
  return {
    link: ad.statlink,
    img: textOf(ad.image),
    name: company,
    description: `<strong>${escapeHtml(company)}</strong> - ${textOf(ad.description)}`,
    poweredby: FEED_POWERED_BY,
    label: FEED_AD_LABEL,
  };
}

/**
 * The inline (demo toolbar) ad: fetching the third-party feed, once per page,
 * and turning its first valid ad into a display record (`AdCarbonInline` of
 * the behaviour reference). The feed is untrusted: its answer is size-capped
 * before parsing, every field is type-checked and capped, and every URL must
 * be http(s) before it can reach an `href` or an `<img src>`.
 */
import {
  FEED_AD_LABEL,
  FEED_MAX_ATTEMPTS,
  FEED_MAX_BODY_BYTES,
  FEED_MAX_COMPANY_LENGTH,
  FEED_MAX_DESCRIPTION_LENGTH,
  FEED_MAX_PIXELS,
  FEED_MAX_URL_LENGTH,
  FEED_POWERED_BY,
  FEED_RETRY_BASE_DELAY_MS,
  FEED_TIMEOUT_MS,
} from './constants';
import type {AdRecord} from './inHouseAds';
import {escapeHtml} from './htmlText';
import {isPlainObject} from '../plainObject';

/** A feed ad that passed validation: every URL absolute http(s), every text capped. */
export type FeedAd = {
  /** Click-tracking link: the ad's target. */
  statlink: string;
  /** Impression URLs (`statimp`, then the `pixel` list), loaded as hidden images: distinct, at most FEED_MAX_PIXELS. */
  pixels: string[];
  /** '' when missing or not an http(s) URL. */
  image: string;
  company: string;
  /** Plain text from the feed, but the record built from it is HTML: sanitise it. */
  description: string;
};

// Browsers strip or skip some of these before reading a URL's scheme, so a
// URL holding any of them might not be the one that was checked.
const URL_UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f]/;
const WEB_URL_START = /^(?:https?:)?\/\//i;
// Protocol-relative URLs (`//host/…`) get https, the site's own scheme.
const PROTOCOL_RELATIVE_BASE = 'https://protocol-relative.invalid/';

/**
 * `value` as a normalised absolute http(s) URL, or null: `javascript:`,
 * `data:`, relative paths and anything that is not a string all fail.
 * (Description links follow another policy: `AD_HTML_ALLOWED_URI` of
 * ./sanitize.ts, applied by DOMPurify.)
 */
export function webUrlOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > FEED_MAX_URL_LENGTH) return null;
  if (URL_UNSAFE_CHARACTERS.test(value) || !WEB_URL_START.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROTOCOL_RELATIVE_BASE);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/** A text field: a string within `maxLength`, else left out. */
function textOf(value: unknown, maxLength: number): string {
  return typeof value === 'string' && value.length <= maxLength ? value : '';
}

/** What replaces `[timestamp]` in pixel URLs: a Unix time, so digits only. */
function timestampOf(value: unknown): string {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : '';
  return typeof value === 'string' && /^\d{1,20}$/.test(value) ? value : '';
}

/**
 * The ad's impression URLs: `statimp`, then the `||`-separated `pixel` parts
 * with `[timestamp]` filled in. Only http(s) URLs, each once (they are React
 * keys), at most FEED_MAX_PIXELS.
 */
export function pixelUrls(entry: {statimp?: unknown; pixel?: unknown; timestamp?: unknown}): string[] {
  const timestamp = timestampOf(entry.timestamp);
  const parts = typeof entry.pixel === 'string' ? entry.pixel.split('||').map((part) => part.trim().split('[timestamp]').join(timestamp)) : [];
  const urls = new Set<string>();
  for (const candidate of [entry.statimp, ...parts]) {
    if (urls.size === FEED_MAX_PIXELS) break;
    const url = webUrlOrNull(candidate);
    if (url) urls.add(url);
  }
  return [...urls];
}

/** One entry of the feed's `ads` list, validated; null unless its `statlink` is an http(s) URL. */
export function parseFeedAd(entry: unknown): FeedAd | null {
  if (!isPlainObject(entry)) return null;
  const statlink = webUrlOrNull(entry.statlink);
  if (!statlink) return null;
  return {
    statlink,
    pixels: pixelUrls(entry),
    image: webUrlOrNull(entry.image) ?? '',
    company: textOf(entry.company, FEED_MAX_COMPANY_LENGTH),
    description: textOf(entry.description, FEED_MAX_DESCRIPTION_LENGTH),
  };
}

/** A parsed feed answer: an ad, no ad right now (worth another try), or something unusable. */
export type FeedReading = {kind: 'ad'; ad: FeedAd} | {kind: 'empty'} | {kind: 'invalid'; problem: string};

/** The feed's way of saying it has no ad right now: `{}` or an entry without a link. */
function isNoAdEntry(entry: unknown): boolean {
  return isPlainObject(entry) && (entry.statlink === undefined || entry.statlink === '');
}

/** Reads a parsed feed answer, `{ads: [...]}`: its first valid ad wins. */
export function readFeed(data: unknown): FeedReading {
  if (!isPlainObject(data)) return {kind: 'invalid', problem: 'the answer is not an object'};
  const {ads} = data;
  if (ads === undefined) return {kind: 'empty'};
  if (!Array.isArray(ads)) return {kind: 'invalid', problem: '`ads` is not a list'};
  for (const entry of ads) {
    const ad = parseFeedAd(entry);
    if (ad) return {kind: 'ad', ad};
  }
  return ads.every(isNoAdEntry) ? {kind: 'empty'} : {kind: 'invalid', problem: 'no ad has an http(s) `statlink`'};
}

/** The first valid ad of a parsed feed answer, or null. */
export function firstServableAd(data: unknown): FeedAd | null {
  const reading = readFeed(data);
  return reading.kind === 'ad' ? reading.ad : null;
}

/** The part of `Response` read here. */
export type FeedResponse = {
  ok: boolean;
  status: number;
  headers: {get(name: string): string | null};
  /** Read, when there is one, so that the download stops at the size cap. */
  body?: ReadableStream<Uint8Array> | null;
  text(): Promise<string>;
};

/**
 * The body as text, or null once it passes `maxBytes`: read chunk by chunk
 * and cancelled there, so a hostile feed cannot make the page download more
 * (a Content-Length can be absent, or wrong for a compressed answer).
 */
export async function bodyWithin(response: FeedResponse, maxBytes: number): Promise<string | null> {
  if (!response.body) {
    const text = await response.text();
    return new TextEncoder().encode(text).length > maxBytes ? null : text;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(chunk.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export type FeedFetch = (url: string, init: {signal: AbortSignal}) => Promise<FeedResponse>;

/** Starts a timer; returns its cancel function. The seam for time in tests. */
export type SetTimer = (callback: () => void, ms: number) => () => void;

export type FetchFeedAdOptions = {
  /** Defaults to the global `fetch`. */
  fetch?: FeedFetch;
  /** Aborted once no slot needs the ad: stops at once, quietly. */
  signal?: AbortSignal;
  /** Defaults to the global `setTimeout`. */
  setTimer?: SetTimer;
  /** Called at most once per call, when the feed answered something unusable. Defaults to `console.warn`. */
  warn?: (message: string) => void;
};

const globalSetTimer: SetTimer = (callback, ms) => {
  const timer = setTimeout(callback, ms);
  return () => clearTimeout(timer);
};

function globalFetch(): FeedFetch | undefined {
  return typeof fetch === 'function' ? (url, init) => fetch(url, init) : undefined;
}

type Attempt =
  | {kind: 'ad'; ad: FeedAd}
  /** Blocked by the reader (a network error) or cancelled: nothing to report. */
  | {kind: 'stop'}
  /** May pass: no ad right now (problem null), a timeout, a server error. */
  | {kind: 'retry'; problem: string | null}
  /** Will not pass by trying again. */
  | {kind: 'fail'; problem: string};

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** Rejects once `signal` aborts, so that a fetch ignoring its signal still ends. */
function abortion(signal: AbortSignal): Promise<never> {
  const aborted = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(new Error('aborted')), {once: true});
  });
  // Raced below; this only keeps it quiet when the fetch threw before the race.
  aborted.catch(() => undefined);
  return aborted;
}

async function attemptOnce(url: string, fetchFeed: FeedFetch, setTimer: SetTimer, signal: AbortSignal | undefined): Promise<Attempt> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  let timedOut = false;
  const cancelTimeout = setTimer(() => {
    timedOut = true;
    controller.abort();
  }, FEED_TIMEOUT_MS);
  const aborted = abortion(controller.signal);
  const tooLarge: Attempt = {kind: 'fail', problem: `the answer is larger than ${FEED_MAX_BODY_BYTES} bytes`};
  try {
    const response = await Promise.race([fetchFeed(url, {signal: controller.signal}), aborted]);
    if (!response.ok) {
      const problem = `HTTP status ${response.status}`;
      return isRetryableStatus(response.status) ? {kind: 'retry', problem} : {kind: 'fail', problem};
    }
    if (Number(response.headers.get('content-length')) > FEED_MAX_BODY_BYTES) return tooLarge;
    const body = await Promise.race([bodyWithin(response, FEED_MAX_BODY_BYTES), aborted]);
    if (body === null) return tooLarge;
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      return {kind: 'fail', problem: 'the answer is not JSON'};
    }
    const reading = readFeed(data);
    if (reading.kind === 'ad') return reading;
    return reading.kind === 'empty' ? {kind: 'retry', problem: null} : {kind: 'fail', problem: reading.problem};
  } catch {
    if (signal?.aborted) return {kind: 'stop'};
    if (timedOut) return {kind: 'retry', problem: `no answer within ${FEED_TIMEOUT_MS} ms`};
    // A network error: the feed is blocked, another try would fail the same way.
    return {kind: 'stop'};
  } finally {
    cancelTimeout();
    signal?.removeEventListener('abort', abort);
    // Stops the download of a body that was not read (too large, an error status).
    controller.abort();
  }
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, setTimer: SetTimer, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      cancel();
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const cancel = setTimer(done, ms);
    signal?.addEventListener('abort', done);
  });
}

/**
 * Fetches the feed until it holds a valid ad: at most FEED_MAX_ATTEMPTS
 * fetches, each aborted after FEED_TIMEOUT_MS, retried after 1 s, then 2 s,
 * only when the failure may pass (no ad right now, a timeout, a 5xx, 408 or
 * 429 status). A network error (a blocker) or an abort ends it quietly; an
 * unusable answer (another status, an oversized body, not JSON, no valid ad)
 * ends it with one warning. Resolves to null without an ad; never rejects.
 */
export async function fetchFeedAd(url: string, options: FetchFeedAdOptions = {}): Promise<FeedAd | null> {
  const {signal, setTimer = globalSetTimer, warn = (message: string) => console.warn(message)} = options;
  const fetchFeed = options.fetch ?? globalFetch();
  if (!fetchFeed) return null;
  try {
    for (let attempt = 1; !signal?.aborted; attempt += 1) {
      const result = await attemptOnce(url, fetchFeed, setTimer, signal);
      if (signal?.aborted || result.kind === 'stop') return null;
      if (result.kind === 'ad') return result.ad;
      if (result.kind === 'fail' || attempt >= FEED_MAX_ATTEMPTS) {
        if (result.problem) warn(`No feed ad from ${url}: ${result.problem}.`);
        return null;
      }
      await pause(FEED_RETRY_BASE_DELAY_MS * 2 ** (attempt - 1), setTimer, signal);
    }
  } catch {
    // Only a throwing `warn` or timer gets here.
  }
  return null;
}

type PageFeedRequest = {key: string; ad: Promise<FeedAd | null>; controller: AbortController; slots: number; settled: boolean};

/** The request of the current page; another page replaces it. */
let pageFeedRequest: PageFeedRequest | null = null;

/**
 * The feed ad of a page, shared by all its slots: the first slot to ask
 * fetches, the others get the same promise, so a page costs one feed request
 * (retries included) however many demos the reader opens. Another page
 * (`pageKey`) fetches afresh, as each page did before. `release` when the
 * slot unmounts: a request no slot waits for any more is aborted.
 */
export function sharedFeedAd(
  pageKey: string,
  url: string,
  options: Omit<FetchFeedAdOptions, 'signal'> = {},
): {ad: Promise<FeedAd | null>; release: () => void} {
  const key = JSON.stringify([pageKey, url]);
  if (pageFeedRequest?.key !== key) {
    // The previous page is gone: its request, if still pending, is of no use.
    pageFeedRequest?.controller.abort();
    const controller = new AbortController();
    const request: PageFeedRequest = {key, controller, slots: 0, settled: false, ad: Promise.resolve(null)};
    request.ad = fetchFeedAd(url, {...options, signal: controller.signal}).then((ad) => {
      request.settled = true;
      return ad;
    });
    pageFeedRequest = request;
  }
  const request = pageFeedRequest;
  request.slots += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    request.slots -= 1;
    if (request.slots > 0 || request.settled) return;
    request.controller.abort();
    if (pageFeedRequest === request) pageFeedRequest = null;
  };
  return {ad: request.ad, release};
}

/**
 * The display record of a feed ad. `company` is escaped inside the `<strong>`;
 * `description` is inserted as the feed sent it, so the record's description
 * must go through `sanitizeAdHtml` before it is rendered.
 */
export function feedAdToRecord(ad: FeedAd): Required<AdRecord> {
  return {
    link: ad.statlink,
    img: ad.image,
    name: ad.company,
    description: `<strong>${escapeHtml(ad.company)}</strong> - ${ad.description}`,
    poweredby: FEED_POWERED_BY,
    label: FEED_AD_LABEL,
  };
}

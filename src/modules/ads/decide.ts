/**
 * What an ad slot shows, as pure functions of the environment and of random
 * numbers drawn by the caller (`Math.random()` in the components, fixed values
 * in tests). Follows `Ad()` of the behaviour reference, section 7.
 */
import {
  ADBLOCK_MESSAGE_RATIO,
  AD_LABEL,
  CRAWLER_USER_AGENT,
  DEFAULT_CARBON_SCRIPT_URL,
  FEED_URL_BASE,
  INLINE_SHAPE_RATIO,
} from './constants';

export type AdShape = 'inline' | 'image';
export type AdKind = 'empty' | 'adblock-message' | 'in-house' | 'carbon';
export type AdLabel = (typeof AD_LABEL)[keyof typeof AD_LABEL];

export type AdDecision = {kind: AdKind; label: AdLabel | null};

export type AdInputs = {
  /** `isCrawler(navigator.userAgent)`; false during server rendering. */
  crawler: boolean;
  /** Ads are off, e.g. in development unless explicitly enabled. */
  disabled: boolean;
  /** The ad-block detector's latest result. */
  adblock: boolean;
  /** Carbon served its house filler instead of a paid ad. */
  carbonOut: boolean;
  /** A Carbon serve id is configured; without one no third-party request is made. */
  carbonConfigured: boolean;
  /** `Math.random()`, drawn once per mounted ad. */
  randomAdblock: number;
};

/** The session's shape from a `Math.random()` drawn once per page load: 20% inline. */
export function adShapeOf(random: number): AdShape {
  return random < INLINE_SHAPE_RATIO ? 'inline' : 'image';
}

export function isCrawler(userAgent: string): boolean {
  return CRAWLER_USER_AGENT.test(userAgent);
}

/**
 * The reference's order: crawler or disabled → empty; ad blocker → the message
 * for 20% of visitors, an in-house ad for the rest; Carbon's filler → in-house;
 * otherwise Carbon. Without a Carbon configuration Carbon is never tried (and
 * there is nothing to block), so every visitor who gets an ad gets an in-house one.
 */
export function decideAd({crawler, disabled, adblock, carbonOut, carbonConfigured, randomAdblock}: AdInputs): AdDecision {
  if (crawler || disabled) return {kind: 'empty', label: null};
  if (!carbonConfigured) return {kind: 'in-house', label: AD_LABEL.inHouse};
  if (adblock) {
    return randomAdblock < ADBLOCK_MESSAGE_RATIO
      ? {kind: 'adblock-message', label: AD_LABEL.adblockMessage}
      : {kind: 'in-house', label: AD_LABEL.inHouse};
  }
  if (carbonOut) return {kind: 'in-house', label: AD_LABEL.inHouseCarbonOut};
  return {kind: 'carbon', label: AD_LABEL.carbon};
}

/**
 * Whether the ad-block detector should run: only when Carbon may be shown.
 * (The original also polled for crawlers; they never get a Carbon script.)
 */
export function shouldDetectAdblock({crawler, disabled, carbonConfigured}: Pick<AdInputs, 'crawler' | 'disabled' | 'carbonConfigured'>): boolean {
  return !crawler && !disabled && carbonConfigured;
}

/** `carbon-body-top-image`; null when the slot has no label. */
export function eventLabelOf(label: string | null, placement: string, shape: AdShape): string | null {
  return label ? `${label}-${placement}-${shape}` : null;
}

/** `ads[floor(length × random)]`, the index kept in range; null for an empty list. */
export function pickInHouse<T>(ads: readonly T[], random: number): T | null {
  if (ads.length === 0) return null;
  const index = Number.isFinite(random) ? Math.min(ads.length - 1, Math.max(0, Math.floor(ads.length * random))) : 0;
  return ads[index];
}

/** Display events are sampled: skipped when `random > ratio` (the ratio comes from useAdConfig). */
export function shouldSendDisplayEvent(random: number, ratio: number): boolean {
  return !(random > ratio);
}

/** The Carbon script's URL: `<base>?serve=<serveId>&placement=<placement>`. */
export function carbonScriptUrl(serveId: string, placement: string, base: string = DEFAULT_CARBON_SCRIPT_URL): string {
  return `${base}?${new URLSearchParams({serve: serveId, placement}).toString()}`;
}

/** The inline ad's feed: `https://srv.buysellads.com/ads/<zone>.json`. */
export function feedUrlOf(zone: string): string {
  return `${FEED_URL_BASE}${encodeURIComponent(zone)}.json`;
}

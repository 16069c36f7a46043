/**
 * The advertising slots' requirements (behaviour reference, section 7), each
 * written once. Components and the pure modules beside this file import them.
 */

/** Space above and below the ad, in theme spacing units (24 px). */
export const AD_MARGIN_TOP = 3;
export const AD_MARGIN_BOTTOM = 3;
/** Minimum height of the ad slot, in px, from the `sm` breakpoint up. */
export const AD_HEIGHT = 126;
/** Minimum height below `sm`: 126 + 16 px for wrapping text. */
export const AD_HEIGHT_MOBILE = 142;

/** Size of an ad's image (the image shape floats it into the left padding). */
export const AD_IMAGE_WIDTH = 130;
export const AD_IMAGE_HEIGHT = 100;

/** Share of display events sent to analytics (`GADisplayRatio`). */
export const GA_DISPLAY_RATIO = 0.1;
/** The ad's display event is sent this long after its label is known. */
export const DISPLAY_EVENT_DELAY_MS = 2500;

/** Share of sessions that get the inline shape; the others get the image shape. */
export const INLINE_SHAPE_RATIO = 0.2;
/** Share of visitors with an ad blocker who see the "please disable" message. */
export const ADBLOCK_MESSAGE_RATIO = 0.2;

/** Ad-block detection: one check every 500 ms, 30 checks at most. */
export const ADBLOCK_POLL_MS = 500;
export const ADBLOCK_MAX_ATTEMPTS = 30;
/** A blocker is assumed once the check runs with `attempt > 6` (attempt 7, about 3 s). */
export const ADBLOCK_ASSUMED_AFTER = 6;

/**
 * The inline (demo toolbar) ad's feed is fetched once per page, tried at most
 * 3 times: 2 retries, after 1 s then 2 s, and only after a failure that may
 * pass (no ad right now, a timeout, a server error).
 */
export const FEED_MAX_ATTEMPTS = 3;
export const FEED_RETRY_BASE_DELAY_MS = 1000;
/** Each fetch of the feed, body included, is aborted after this long. */
export const FEED_TIMEOUT_MS = 5000;
/** A feed answer holds a few ads, a few kB: a longer body is not one, and its download stops at this many bytes. */
export const FEED_MAX_BODY_BYTES = 64 * 1024;
/** Caps of a feed ad's fields: a longer URL is rejected, a longer text is left out. */
export const FEED_MAX_URL_LENGTH = 2048;
export const FEED_MAX_COMPANY_LENGTH = 100;
export const FEED_MAX_DESCRIPTION_LENGTH = 500;
/** Tracking images (`statimp` and the `pixel` list) rendered for one feed ad. */
export const FEED_MAX_PIXELS = 10;
/** The feed of the inline ad: `${FEED_URL_BASE}<zone>.json`. */
export const FEED_URL_BASE = 'https://srv.buysellads.com/ads/';
/** Height kept for the inline ad while its feed is loading, in px. */
export const FEED_PLACEHOLDER_MIN_HEIGHT = 52;

/** Crawlers get an empty ad. */
export const CRAWLER_USER_AGENT = /bot|googlebot|crawler|spider|robot|crawling/i;

/** The link of Carbon's house filler: Carbon answered but had no paid ad. */
export const CARBON_FILLER_HREF = 'https://material-ui-next.com/discover-more/backers';
/** Any of these in the DOM means the Carbon script ran (no blocker). */
export const CARBON_SELECTORS = ['.ea-placement', '#carbonads', '.carbonads'] as const;
/** The link inside Carbon's ad, compared with CARBON_FILLER_HREF. */
export const CARBON_LINK_SELECTOR = '#carbonads a';
export const DEFAULT_CARBON_SCRIPT_URL = 'https://cdn.carbonads.com/carbon.js';
/** `id` of the injected Carbon script element. */
export const CARBON_SCRIPT_ID = '_carbonads_js';

/** The only placement the site uses. */
export const AD_PLACEMENT = 'body-top';

/** The `label` of each branch of the ad decision (see decide.ts). */
export const AD_LABEL = {
  adblockMessage: 'in-house-adblock',
  inHouse: 'in-house',
  inHouseCarbonOut: 'in-house-carbon',
  carbon: 'carbon',
} as const;

/** In-house records default to `poweredby: 'MUI'` and `label: 'in-house-<name>'`. */
export const IN_HOUSE_POWERED_BY = 'MUI';
export const IN_HOUSE_LABEL_PREFIX = 'in-house-';

/** Records built from the inline feed. */
export const FEED_POWERED_BY = 'Carbon';
export const FEED_AD_LABEL = 'carbon-demo-inline';

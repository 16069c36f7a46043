/**
 * Build-time configuration read from environment variables, in one place.
 * Every variable is optional: with none set the site builds and runs offline.
 * A malformed value stops the build with a message naming the variable.
 */
import {DEFAULT_CARBON_SCRIPT_URL} from '../modules/ads/constants';
import {normalizeHostname} from '../modules/pwa/host';
import {DEFAULT_EDIT_URL, DEFAULT_SITE_URL} from './product';

export const DEFAULT_FONT_HOST = 'https://fonts.googleapis.com';

/** Values of DOCS_FONT_HOST that turn the icon font off entirely. */
const OFF_VALUES = new Set(['off', 'none', 'false', '0']);

export type SiteEnv = {
  /** Key for the commercial packages; without it pro demos show a watermark. */
  licenseKey: string | null;
  /** Origin serving the Material Icons stylesheet, or null for no request. */
  fontHost: string | null;
  /** Absolute origin the site is deployed at (canonical URLs, sitemap). */
  siteUrl: string;
  /** Prefix of "Edit this page" links (the page's path in the repo is appended), or null for none. */
  editUrl: string | null;
  /** Google Analytics 4 measurement id; null: no library is loaded and events stay in the data layer. */
  analyticsId: string | null;
  /** Where the gtag library is loaded from (a local fake in tests). */
  gtagScriptUrl: string;
  /** Endpoint the page feedback is POSTed to, or null (votes then go to analytics only). */
  feedbackUrl: string | null;
  ads: AdsEnv;
  /** Algolia DocSearch credentials; null: the local search index built with the site. */
  algolia: AlgoliaEnv | null;
  /** The service worker registers only on this host and its subdomains (the vendor's docs host), or never when null. */
  serviceWorkerHost: string | null;
  /** Docs versions to build (`current`, `8.0.0-alpha.6`…); null: all. Faster builds while working on one version. */
  onlyVersions: string[] | null;
};

export type AlgoliaEnv = {appId: string; apiKey: string; indexName: string};

export type AdsEnv = {
  /** DOCS_ADS=off removes the slot entirely. */
  enabled: boolean;
  /** Also show ads in development builds (the original ENABLE_AD_IN_DEV_MODE). */
  inDevelopment: boolean;
  /** Carbon serve id and placement; null: no Carbon request, in-house ads only. */
  carbon: {serve: string; placement: string; scriptUrl: string} | null;
  /** JSON ad feed for the inline ads of demos; null: none. */
  feedUrl: string | null;
};

type Env = Record<string, string | undefined>;

/** Hosts a plain-http URL may name: the browser tests' local fakes, a developer's machine. */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The rules every URL variable follows. Each value ends up in the HTML or
 * JavaScript sent to every reader, so:
 * - no user:password, which would be published;
 * - no query or fragment. The variables name an origin (DOCS_SITE_URL), a
 *   base the site appends paths and its own query to (DOCS_FONT_HOST,
 *   DOCS_EDIT_URL, DOCS_GTAG_SCRIPT_URL, DOCS_CARBON_SCRIPT_URL), or an
 *   endpoint the page calls as is (DOCS_FEEDBACK_URL, DOCS_AD_FEED_URL),
 *   which may need a path but not a query: a query is where a token or key
 *   would go, and none belongs in a URL every browser sees;
 * - https, except on loopback hosts.
 * Messages name the variable and the rule, never the value: build logs are
 * read more widely than the settings are.
 */
function parseUrlSetting(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute https URL.`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTNAMES.has(url.hostname))) {
    throw new Error(`${name} must use https (plain http only on localhost, 127.0.0.1 or [::1]).`);
  }
  if (url.username || url.password) {
    throw new Error(`${name} must not contain a user name or password.`);
  }
  // On the serialised URL: `https://a.example/?` has an empty search but still a query.
  if (/[?#]/.test(url.href)) {
    throw new Error(`${name} must not contain a query (?) or fragment (#).`);
  }
  return url;
}

/** An origin with any path prefix (a self-hosted mirror may live under one), without the trailing slash. */
function parseUrlBase(name: string, raw: string): string {
  const url = parseUrlSetting(name, raw);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** A URL setting that has a default and can be turned off: unset → default, `off` → null. */
function readSwitchableUrl(env: Env, name: string, defaultValue: string): string | null {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') {
    return defaultValue;
  }
  if (OFF_VALUES.has(raw.toLowerCase())) {
    return null;
  }
  return parseUrlBase(name, raw);
}

export function readFontHost(env: Env): string | null {
  return readSwitchableUrl(env, 'DOCS_FONT_HOST', DEFAULT_FONT_HOST);
}

export function readLicenseKey(env: Env): string | null {
  const key = env.MUI_X_LICENSE_KEY?.trim();
  return key ? key : null;
}

export function readSiteUrl(env: Env): string {
  const raw = env.DOCS_SITE_URL?.trim();
  return raw ? parseUrlSetting('DOCS_SITE_URL', raw).origin : DEFAULT_SITE_URL;
}

export function readEditUrl(env: Env): string | null {
  const url = readSwitchableUrl(env, 'DOCS_EDIT_URL', DEFAULT_EDIT_URL);
  return url === null || url.endsWith('/') ? url : `${url}/`;
}

/** An optional URL kept whole (an endpoint or script with its path): unset or blank → null. */
function readOptionalUrl(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? parseUrlSetting(name, raw).href : null;
}

/** An identifier-like setting (letters, digits, `-`, `_`): unset or blank → null. */
function readToken(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  if (!/^[\w-]+$/.test(raw)) {
    throw new Error(`${name} may only contain letters, digits, "-" and "_".`);
  }
  return raw;
}

function readFlag(env: Env, name: string, defaultValue: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return defaultValue;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (OFF_VALUES.has(raw) || raw === 'no') return false;
  throw new Error(`${name} must be "on" or "off".`);
}

export const DEFAULT_GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

export function readAnalyticsId(env: Env): string | null {
  const id = readToken(env, 'DOCS_ANALYTICS_ID');
  if (id !== null && !/^G-[A-Z0-9]+$/.test(id)) {
    throw new Error('DOCS_ANALYTICS_ID must be a Google Analytics 4 measurement id like "G-ABC123".');
  }
  return id;
}

export function readAdsEnv(env: Env): AdsEnv {
  const serve = readToken(env, 'DOCS_CARBON_SERVE');
  const placement = readToken(env, 'DOCS_CARBON_PLACEMENT');
  if ((serve === null) !== (placement === null)) {
    throw new Error('DOCS_CARBON_SERVE and DOCS_CARBON_PLACEMENT must be set together.');
  }
  return {
    enabled: readFlag(env, 'DOCS_ADS', true),
    inDevelopment: readFlag(env, 'DOCS_ADS_IN_DEV', false),
    carbon: serve && placement ? {serve, placement, scriptUrl: readOptionalUrl(env, 'DOCS_CARBON_SCRIPT_URL') ?? DEFAULT_CARBON_SCRIPT_URL} : null,
    feedUrl: readOptionalUrl(env, 'DOCS_AD_FEED_URL'),
  };
}

const ALGOLIA_VARIABLES = ['DOCS_ALGOLIA_APP_ID', 'DOCS_ALGOLIA_API_KEY', 'DOCS_ALGOLIA_INDEX_NAME'] as const;

export function readAlgoliaEnv(env: Env): AlgoliaEnv | null {
  const [appId, apiKey, indexName] = ALGOLIA_VARIABLES.map((name) => readToken(env, name));
  if (appId === null && apiKey === null && indexName === null) return null;
  if (appId === null || apiKey === null || indexName === null) {
    throw new Error(`${ALGOLIA_VARIABLES.join(', ')} must be set together (DocSearch needs all three).`);
  }
  return {appId, apiKey, indexName};
}

export const DEFAULT_SERVICE_WORKER_HOST = 'mui.com';

/** A host name (no scheme, port or path), `off` for none; unset → the vendor's. */
export function readServiceWorkerHost(env: Env): string | null {
  const raw = env.DOCS_SW_HOST?.trim();
  if (!raw) return DEFAULT_SERVICE_WORKER_HOST;
  if (OFF_VALUES.has(raw.toLowerCase())) return null;
  const host = normalizeHostname(raw);
  if (host === null) {
    throw new Error('DOCS_SW_HOST must be a host name like "mui.com" (no scheme, port or path) or "off".');
  }
  return host;
}

export function readOnlyVersions(env: Env): string[] | null {
  const names = (env.DOCS_ONLY_VERSIONS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!/^[\w.-]+$/.test(name)) throw new Error('DOCS_ONLY_VERSIONS lists version names (letters, digits, ".", "-", "_") separated by commas.');
  }
  return names.length > 0 ? names : null;
}

export function readSiteEnv(env: Env = process.env): SiteEnv {
  return {
    licenseKey: readLicenseKey(env),
    fontHost: readFontHost(env),
    siteUrl: readSiteUrl(env),
    editUrl: readEditUrl(env),
    analyticsId: readAnalyticsId(env),
    gtagScriptUrl: readOptionalUrl(env, 'DOCS_GTAG_SCRIPT_URL') ?? DEFAULT_GTAG_SCRIPT_URL,
    feedbackUrl: readOptionalUrl(env, 'DOCS_FEEDBACK_URL'),
    ads: readAdsEnv(env),
    algolia: readAlgoliaEnv(env),
    serviceWorkerHost: readServiceWorkerHost(env),
    onlyVersions: readOnlyVersions(env),
  };
}

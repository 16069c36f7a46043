/**
 * Build-time configuration read from environment variables, in one place.
 * Every variable is optional: with none set the site builds and runs offline.
 * A malformed value stops the build with a message naming the variable.
 */
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
};

type Env = Record<string, string | undefined>;

function readHttpOrigin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL or "off", got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must use http or https, got "${url.protocol}".`);
  }
  // Keep any path prefix (a self-hosted mirror may live under one) but drop the trailing slash.
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
  return readHttpOrigin(name, raw);
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
  return raw ? new URL(readHttpOrigin('DOCS_SITE_URL', raw)).origin : DEFAULT_SITE_URL;
}

export function readEditUrl(env: Env): string | null {
  const url = readSwitchableUrl(env, 'DOCS_EDIT_URL', DEFAULT_EDIT_URL);
  return url === null || url.endsWith('/') ? url : `${url}/`;
}

export function readSiteEnv(env: Env = process.env): SiteEnv {
  return {
    licenseKey: readLicenseKey(env),
    fontHost: readFontHost(env),
    siteUrl: readSiteUrl(env),
    editUrl: readEditUrl(env),
  };
}

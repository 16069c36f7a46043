/**
 * Reading and writing the site's preference cookies, in one place. Parsing
 * never throws: a malformed cookie header yields what could be read.
 */

/** One year, as the original site. */
export const PREFERENCE_COOKIE_MAX_AGE = 31536000;

/**
 * The first cookie of that name in a `Cookie` header (`document.cookie`),
 * URI-decoded when it can be (as stored, when it cannot), quotes removed.
 * A few lines rather than a cookie library: this runs on every page.
 */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    let value = pair.slice(separator + 1).trim();
    if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

function serializeCookie(name: string, value: string, maxAge: number): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/`;
}

/** `name=value; Max-Age=31536000; Path=/`, the value URI-encoded. */
export function serializePreferenceCookie(name: string, value: string): string {
  return serializeCookie(name, value, PREFERENCE_COOKIE_MAX_AGE);
}

/** Expires the cookie at once (the same path, so it replaces the stored one). */
export function serializeCookieRemoval(name: string): string {
  return serializeCookie(name, '', 0);
}

type CookieJar = {cookie: string};

export function writePreferenceCookie(jar: CookieJar, name: string, value: string): void {
  jar.cookie = serializePreferenceCookie(name, value);
}

export function removeCookie(jar: CookieJar, name: string): void {
  jar.cookie = serializeCookieRemoval(name);
}

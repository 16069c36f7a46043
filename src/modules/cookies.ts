/**
 * Reading and writing the site's cookies, in one place. Nothing here throws:
 * a malformed cookie header yields what could be read, and a document whose
 * cookies are out of reach (a sandboxed iframe, an opaque origin: the
 * `document.cookie` accessor throws a SecurityError there) reads as having
 * none and ignores writes.
 */

/** One year, as the original site. */
export const PREFERENCE_COOKIE_MAX_AGE = 31536000;

type CookieJar = {cookie: string};

/** The jar's `Cookie` header, or '' when there is no document or reading it throws. */
export function documentCookies(jar: CookieJar | undefined = typeof document === 'undefined' ? undefined : document): string {
  if (!jar) return '';
  try {
    const header = jar.cookie;
    return typeof header === 'string' ? header : '';
  } catch {
    return '';
  }
}

/**
 * Characters `encodeURIComponent` leaves as they are, plus its escapes: a
 * value made only of these, with an escape, is one this site wrote URI-encoded
 * before it wrote raw values like the rest of the vendor's site.
 */
const URI_ENCODED_VALUE = /^[\w.!~*'()-]*(?:%[0-9A-Fa-f]{2}[\w.!~*'()-]*)+$/;

/**
 * The first cookie of that name in a `Cookie` header (`documentCookies()`),
 * raw, as the vendor's other docs write and read it (`MUI System`, a JSON
 * object). A value in the URI encoding this site used to write
 * (`MUI%20System`) is decoded, so a reader's earlier choice survives.
 * A few lines rather than a cookie library: this runs on every page.
 */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    if (!URI_ENCODED_VALUE.test(value)) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

export type CookieOptions = {
  /**
   * Sent over https only. Callers pass "the page is https": browsers that do not
   * count http://localhost as secure (Safari) drop a Secure cookie set from it.
   */
  secure?: boolean;
};

/**
 * A value a cookie can hold as is: printable ASCII without `;` (which would
 * end it) and without spaces at either end (which browsers trim).
 */
export function isRawCookieValue(value: string): boolean {
  return /^(?:[\x21-\x3a\x3c-\x7e](?:[\x20-\x3a\x3c-\x7e]*[\x21-\x3a\x3c-\x7e])?)?$/.test(value);
}

/**
 * `name=value;path=/;max-age=…`, the value raw, exactly as the vendor's other
 * docs on the same host write their preference cookies, so each reads the
 * other's. Without SameSite, browsers treat these cookies as `Lax`. Null
 * for a value that cannot be stored raw (callers write validated values).
 */
function serializeCookie(name: string, value: string, maxAge: number, {secure = false}: CookieOptions): string | null {
  if (!isRawCookieValue(value)) return null;
  return `${name}=${value};path=/;max-age=${maxAge}${secure ? ';secure' : ''}`;
}

/** A cookie for one year, for the whole site. */
export function serializePreferenceCookie(name: string, value: string, options: CookieOptions = {}): string | null {
  return serializeCookie(name, value, PREFERENCE_COOKIE_MAX_AGE, options);
}

/** Expires the cookie at once (the same path, so it replaces the stored one). */
export function serializeCookieRemoval(name: string): string {
  // An empty value is always storable.
  return serializeCookie(name, '', 0, {})!;
}

/** Sets the cookie; false when the jar refuses (its `cookie` setter throws). */
function setCookie(jar: CookieJar, serialized: string): boolean {
  try {
    jar.cookie = serialized;
    return true;
  } catch {
    return false;
  }
}

/** False when the jar refuses, or when the value cannot be stored raw (nothing is written then). */
export function writePreferenceCookie(jar: CookieJar, name: string, value: string, options: CookieOptions = {}): boolean {
  const serialized = serializePreferenceCookie(name, value, options);
  return serialized !== null && setCookie(jar, serialized);
}

export function removeCookie(jar: CookieJar, name: string): boolean {
  return setCookie(jar, serializeCookieRemoval(name));
}

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
 * The first cookie of that name in a `Cookie` header (`documentCookies()`),
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

export type CookieOptions = {
  /**
   * Sent over https only. Callers pass "the page is https": browsers that do not
   * count http://localhost as secure (Safari) drop a Secure cookie set from it.
   */
  secure?: boolean;
};

/**
 * `name=value; Max-Age=…; Path=/; SameSite=Lax`, the value URI-encoded.
 * SameSite=Lax is what browsers assume when it is missing; it is written out
 * so every browser, old ones included, keeps these cookies off cross-site requests.
 */
function serializeCookie(name: string, value: string, maxAge: number, {secure = false}: CookieOptions): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A cookie for one year, for the whole site. */
export function serializePreferenceCookie(name: string, value: string, options: CookieOptions = {}): string {
  return serializeCookie(name, value, PREFERENCE_COOKIE_MAX_AGE, options);
}

/** Expires the cookie at once (the same path, so it replaces the stored one). */
export function serializeCookieRemoval(name: string): string {
  return serializeCookie(name, '', 0, {});
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

export function writePreferenceCookie(jar: CookieJar, name: string, value: string, options: CookieOptions = {}): boolean {
  return setCookie(jar, serializePreferenceCookie(name, value, options));
}

export function removeCookie(jar: CookieJar, name: string): boolean {
  return setCookie(jar, serializeCookieRemoval(name));
}

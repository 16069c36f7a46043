/**
 * Reading and writing the site's preference cookies, in one place. Parsing
 * never throws: a malformed cookie header yields what could be read.
 */
import {parseCookie, stringifySetCookie} from 'cookie';

/** One year, as the original site. */
export const PREFERENCE_COOKIE_MAX_AGE = 31536000;

export function readCookie(cookieHeader: string, name: string): string | undefined {
  try {
    return parseCookie(cookieHeader)[name];
  } catch {
    return undefined;
  }
}

/** `name=value; Path=/; Max-Age=31536000`, the value URI-encoded. */
export function serializePreferenceCookie(name: string, value: string): string {
  return stringifySetCookie({name, value, path: '/', maxAge: PREFERENCE_COOKIE_MAX_AGE});
}

/** Expires the cookie at once (the same path, so it replaces the stored one). */
export function serializeCookieRemoval(name: string): string {
  return stringifySetCookie({name, value: '', path: '/', maxAge: 0});
}

type CookieJar = {cookie: string};

export function writePreferenceCookie(jar: CookieJar, name: string, value: string): void {
  jar.cookie = serializePreferenceCookie(name, value);
}

export function removeCookie(jar: CookieJar, name: string): void {
  jar.cookie = serializeCookieRemoval(name);
}

/**
 * `?lang=zh` / `?lang=en` on any page: go to that language's version of the
 * page and drop the parameter. Other values are ignored.
 */
import {localizedPath, pathnameToLanguage, URL_LANGUAGES, type UrlLanguage} from './paths';

export type LangRedirect = {kind: 'none'} | {kind: 'replace'; url: string} | {kind: 'navigate'; url: string};

/**
 * Acts only on the site's own pages, those under a locale's base URL
 * (`localeBaseUrls`, e.g. `/x/` and `/zh/x/`): any other path, such as
 * `/zh//evil.example/x/` whose English form is the host-relative
 * `//evil.example/x/`, could lead off the site.
 */
export function langRedirect(location: {pathname: string; search: string; hash: string}, localeBaseUrls: readonly string[]): LangRedirect {
  if (!isUnderLocaleBase(location.pathname, localeBaseUrls)) return {kind: 'none'};
  const params = new URLSearchParams(location.search);
  const lang = params.get('lang');
  if (lang === null || !(URL_LANGUAGES as readonly string[]).includes(lang)) return {kind: 'none'};
  params.delete('lang');
  const query = params.toString();
  const rest = `${query ? `?${query}` : ''}${location.hash}`;
  // Same language: only the parameter goes, without a reload.
  if (pathnameToLanguage(location.pathname).userLanguage === lang) return {kind: 'replace', url: `${location.pathname}${rest}`};
  const target = localizedPath(location.pathname, lang as UrlLanguage);
  return isUnderLocaleBase(target, localeBaseUrls) ? {kind: 'navigate', url: `${target}${rest}`} : {kind: 'none'};
}

/** A path of the site itself: under a locale base, with nothing after it that a browser reads as another host. */
function isUnderLocaleBase(pathname: string, localeBaseUrls: readonly string[]): boolean {
  return localeBaseUrls.some((base) => pathname.startsWith(base)) && !pathname.includes('\\') && !pathname.startsWith('//');
}

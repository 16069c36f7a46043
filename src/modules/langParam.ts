/**
 * `?lang=zh` / `?lang=en` on any page: go to that language's version of the
 * page and drop the parameter. Other values are ignored.
 */
import {localizedPath, pathnameToLanguage, URL_LANGUAGES, type UrlLanguage} from './paths';

export type LangRedirect = {kind: 'none'} | {kind: 'replace'; url: string} | {kind: 'navigate'; url: string};

export function langRedirect(location: {pathname: string; search: string; hash: string}): LangRedirect {
  const params = new URLSearchParams(location.search);
  const lang = params.get('lang');
  if (lang === null || !(URL_LANGUAGES as readonly string[]).includes(lang)) return {kind: 'none'};
  params.delete('lang');
  const query = params.toString();
  const rest = `${query ? `?${query}` : ''}${location.hash}`;
  const target = localizedPath(location.pathname, lang as UrlLanguage);
  // Same language: only the parameter goes, without a reload.
  if (pathnameToLanguage(location.pathname).userLanguage === lang) return {kind: 'replace', url: `${location.pathname}${rest}`};
  return {kind: 'navigate', url: `${target}${rest}`};
}

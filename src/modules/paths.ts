/**
 * URL rules of the original site, ported one to one: which language a path
 * is in, its language-free ("canonical") forms, page titles derived from
 * paths, and the locale switch. Other modules (analytics, product ids) build
 * on these so that every part of the site reads a URL the same way.
 */
import type {NavNode} from './navigation/nav';

/** Languages the original site was built for; only English was complete. */
export const LANGUAGES = ['en'] as const;

/** Languages rendered on the server by the original build (English only). */
export const LANGUAGES_SSR: readonly string[] = ['en'];

/** Languages whose translation is still in progress: all of them, as upstream (a copy of LANGUAGES). */
export const LANGUAGES_IN_PROGRESS: readonly string[] = LANGUAGES.slice();

/**
 * Language prefixes recognised in a URL. `zh` is not in LANGUAGES yet its
 * `/zh/` URLs must still resolve to the same pages, so it is added here only.
 */
export const URL_LANGUAGES = [...LANGUAGES, 'zh'] as const;

export type UrlLanguage = (typeof URL_LANGUAGES)[number];

function isUrlLanguage(candidate: string): candidate is UrlLanguage {
  return (URL_LANGUAGES as readonly string[]).includes(candidate);
}

/**
 * Pages that exist in one language only: nobody has the bandwidth to
 * translate blog posts, and the size snapshot is a build artefact. Links to
 * them never get a language prefix. The exact rule of the original, trailing
 * slash included (`/size-snapshot` without it is not ignored).
 */
export function LANGUAGES_IGNORE_PAGES(pathname: string): boolean {
  return pathname === '/blog' || pathname.startsWith('/blog/') || pathname === '/size-snapshot/';
}

export type PathLanguage = {
  userLanguage: UrlLanguage;
  /** The path without its `/zh` prefix; query and hash kept. */
  canonicalAs: string;
  /** `canonicalAs` without the hash, which browsers never send to a server. */
  canonicalAsServer: string;
  /** The page's name: `/api` read as `/api-docs`, one trailing slash removed. */
  canonicalPathname: string;
};

/**
 * Splits a URL path into its language and language-free forms. Only a
 * prefix followed by `/` counts (`/zh` alone or `/zhx/` are English). An
 * explicit `/en/` prefix is not removed, as on the original site.
 */
export function pathnameToLanguage(pathname: string): PathLanguage {
  const candidate = pathname.substring(1, 3);
  const userLanguage: UrlLanguage =
    isUrlLanguage(candidate) && pathname.startsWith(`/${candidate}/`) ? candidate : 'en';

  const canonicalAs = userLanguage === 'en' ? pathname : pathname.substring(3);
  const canonicalAsServer = canonicalAs.replace(/#(.*)$/, '');

  // API pages live in `/api-docs/` and are served at `/api/`. The regex also
  // matches `/api-docs…` itself (giving `/api-docs-docs…`); kept as upstream.
  let canonicalPathname = canonicalAsServer.replace(/^\/api/, '/api-docs');
  // Page names carry no trailing slash, but the root must stay `/`.
  if (canonicalPathname !== '/') {
    canonicalPathname = canonicalPathname.replace(/\/$/, '');
  }

  return {userLanguage, canonicalAs, canonicalAsServer, canonicalPathname};
}

/** A navigation entry as titles are derived from it; `title: false` hides it. */
export type TitledPage = Pick<NavNode, 'pathname' | 'subheader'> & {title?: string | false};

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Page segments are kebab-case, so words are the runs between separators. */
function camelCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : upperFirst(word)))
    .join('');
}

function pascalCase(name: string): string {
  return upperFirst(camelCase(name));
}

/**
 * The title of a page without one of its own: API pages get their export's
 * name (hooks in camelCase), other pages their last segment as a sentence
 * ("Getting started"). navTitles.ts's `nodeLabel` falls back to it for sidebar labels.
 */
export function pageToTitle(page: TitledPage): string | null {
  if (page.title === false) {
    return null;
  }
  // An empty title counts as unset, as in the original.
  if (page.title) {
    return page.title;
  }

  const path = page.subheader || page.pathname;
  const name = path
    .replace(/.*\//, '')
    .replace('react-', '')
    .replace(/\..*/, '');

  if (path.includes('/api-docs/')) {
    return pascalCase(name);
  }
  if (path.includes('/api/')) {
    return name.startsWith('use') ? camelCase(name) : pascalCase(name);
  }
  return upperFirst(name.split('-').join(' '));
}

/**
 * The same page in another language, for the locale menu: the `/zh` prefix
 * is added or removed and everything after it (query, hash) kept. Pages that
 * are never translated keep their only, unprefixed, address.
 */
export function localizedPath(pathname: string, language: UrlLanguage): string {
  const {canonicalAs} = pathnameToLanguage(pathname);
  // The ignore rule is about pages, so it is asked without query or hash.
  const page = canonicalAs.replace(/[?#].*$/, '');
  if (language === 'en' || LANGUAGES_IGNORE_PAGES(page)) {
    return canonicalAs;
  }
  return `/${language}${canonicalAs}`;
}

/**
 * The element id a URL fragment names (`#Grid.tsx` → `Grid.tsx`): decoded
 * when its percent escapes are well formed, as written when not, because
 * anyone can share a link with a stray `%` and it must still open the page.
 */
export function fragmentId(hash: string): string {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * For a path whose percent escapes are malformed (`/x/%E0%A4%A/`), the same
 * path read as written, every `%` escaped (`/x/%25E0%25A4%25A/`); null for a
 * path that decodes. The router and Docusaurus' route preloading decode the
 * path and throw on a malformed one, which would stop the page from starting.
 */
export function pathWithLiteralPercents(pathname: string): string | null {
  try {
    decodeURI(pathname);
    return null;
  } catch {
    return pathname.replace(/%/g, '%25');
  }
}

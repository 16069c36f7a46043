/**
 * The navigation title maps: page paths with a human title per language
 * (`src/data/navTitles/<language>.json`, under "pages"). One lookup, the
 * reference site's `pageToTitleI18n`: the reader's language, then English,
 * then the node's own title or the title derived from its path.
 *
 * The maps date from the v4 docs, so their keys (`/getting-started`,
 * `/components/…`) rarely match a page under /x/; they are consulted first
 * all the same, as on the reference site, so an entry added for one of our
 * paths takes effect everywhere the lookup is used.
 *
 * Build-time only (sidebars, llms.txt, i18n:status): client code imports
 * nav.ts, which stays free of the maps.
 */
import en from '../../data/navTitles/en.json';
import zh from '../../data/navTitles/zh.json';
import {pageToTitle, type TitledPage} from '../paths';
import {normalizePathname, type NavNode} from './nav';

/** Titles of one language by path (or subheader). */
export type NavTitleMap = Readonly<Record<string, string>>;
/** Title maps by language code. */
export type NavTitleMaps = Readonly<Record<string, NavTitleMap>>;

export const NAV_TITLE_MAPS: NavTitleMaps = {en: en.pages, zh: zh.pages};

/** The language whose map every other one falls back to. */
const FALLBACK_LANGUAGE = 'en';

/** Keys are written without a trailing slash and, for pages of ours, without the host. */
function keysOf(key: string): string[] {
  const bare = key.replace(/^https:\/\/mui\.com(?=\/x\/)/, '').replace(/(.)\/+$/, '$1');
  return bare === key ? [key] : [key, bare];
}

function find(map: NavTitleMap | undefined, keys: string[]): string | undefined {
  if (!map) return undefined;
  for (const key of keys) {
    // Own properties only: a path such as "constructor" must not find Object's.
    if (Object.hasOwn(map, key) && map[key]) return map[key];
  }
  return undefined;
}

/** The title `language`'s own map gives a path or subheader, if any (no fallback). */
export function mappedTitle(key: string, language: string, maps: NavTitleMaps = NAV_TITLE_MAPS): string | undefined {
  return find(maps[language], keysOf(key));
}

/**
 * The title of a navigation node (a page, a group or a subheader) in
 * `language`. A node whose title is `false` has none (empty string).
 */
export function navTitle(page: TitledPage, language: string, maps: NavTitleMaps = NAV_TITLE_MAPS): string {
  const key = page.subheader || page.pathname;
  return mappedTitle(key, language, maps) ?? mappedTitle(key, FALLBACK_LANGUAGE, maps) ?? pageToTitle(page) ?? '';
}

/**
 * The label of a node in `language` (English by default): its entry in the
 * title maps, else its subheader or title, else the label derived from its path.
 */
export function nodeLabel(node: Pick<NavNode, 'pathname' | 'title' | 'subheader'>, language = 'en'): string {
  return navTitle({pathname: normalizePathname(node.pathname), subheader: node.subheader, title: node.subheader ?? node.title}, language);
}

/**
 * The sidebar labels of a translated site (`i18n/<locale>/docusaurus-plugin-content-docs/current.json`):
 * which are still in English, and the ones the navigation title maps can fill.
 * Used by `npm run i18n:status`.
 */
import {mappedTitle, NAV_TITLE_MAPS, type NavTitleMaps} from './navTitles';
import {pathnameOfDocId} from './sidebarBuilders';

export type TranslationEntries = Record<string, {message: string; description?: string}>;

/** A label counts as translated once it has a character of the locale's script. */
const SCRIPT_OF: Readonly<Record<string, RegExp>> = {zh: /[\u4e00-\u9fff]/};

/** Sidebar keys are `sidebar.<sidebar>.doc.<id>` or `….category.<id>`, an id being the page path under /x/ (see sidebarBuilders). */
export function pathnameOfSidebarKey(key: string): string | null {
  const match = /^sidebar\.[^.]+\.(?:doc|category)\.(.+)$/.exec(key);
  return match ? pathnameOfDocId(match[1]) : null;
}

/** Whether a message of `code.json` or `current.json` is still in English. */
export function isUntranslated(id: string, message: string, locale: string): boolean {
  if (id === 'version.label') return false;
  // Placeholders such as {count} are not text to translate.
  if (!/[a-z]/i.test(message.replace(/\{\w+\}/g, ''))) return false;
  // API pages are labelled with export names, the same in every language.
  if (/^sidebar\.docs\.doc\.api\//.test(id) && /^[A-Z]\w+$/.test(message)) return false;
  const script = SCRIPT_OF[locale];
  return script ? !script.test(message) : false;
}

/**
 * Fills each sidebar label still in English with the locale's title map
 * entry for its page, never overwriting a translation. Returns the new
 * entries and the keys it filled.
 */
export function seedSidebarLabels(
  entries: TranslationEntries,
  locale: string,
  maps: NavTitleMaps = NAV_TITLE_MAPS,
): {entries: TranslationEntries; seeded: string[]} {
  const seeded: string[] = [];
  const result: TranslationEntries = {};
  for (const [key, entry] of Object.entries(entries)) {
    const pathname = pathnameOfSidebarKey(key);
    const title = pathname && isUntranslated(key, entry.message, locale) ? mappedTitle(pathname, locale, maps) : undefined;
    if (title) seeded.push(key);
    result[key] = title ? {...entry, message: title} : entry;
  }
  return {entries: result, seeded};
}

// `npm run i18n:status`: what is left to translate, per locale. It first runs
// `docusaurus write-translations` for each locale (which adds new keys with
// their English text and never overwrites a translation), then prints
// translated pages / total and the UI strings still in English. Sidebar
// labels still in English whose page has an entry in the locale's navigation
// title map (src/data/navTitles/) get that title.
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createJiti} from 'jiti';

const jiti = createJiti(import.meta.url);
/** @type {typeof import('../src/modules/navigation/sidebarTranslations')} */
const {isUntranslated, seedSidebarLabels} = await jiti.import('../src/modules/navigation/sidebarTranslations.ts');

const ROOT = path.resolve(import.meta.dirname, '..');
const LOCALES = ['zh'];
// Generated pages (the API reference) are not translated by hand.
const GENERATED = [/^api\//, /(^|\/)components-api$/];

/**
 * @param {string} dir
 * @returns {string[]}
 */
function docIds(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'demos' ? [] : docIds(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return /\.mdx?$/.test(entry.name) ? [`${prefix}${entry.name.replace(/\.mdx?$/, '')}`] : [];
  });
}

let incomplete = false;
const pages = docIds(path.join(ROOT, 'docs')).filter((id) => !GENERATED.some((pattern) => pattern.test(id)));
for (const locale of LOCALES) {
  const result = spawnSync('npx', ['docusaurus', 'write-translations', '--locale', locale], {cwd: ROOT, encoding: 'utf8'});
  if (result.status !== 0) {
    console.error(result.stderr);
    process.exit(1);
  }
  const translated = new Set(docIds(path.join(ROOT, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current')));
  const missingPages = pages.filter((id) => !translated.has(id));
  const messages = JSON.parse(readFileSync(path.join(ROOT, 'i18n', locale, 'code.json'), 'utf8'));
  const sidebarFile = path.join(ROOT, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current.json');
  const {entries: sidebar, seeded} = seedSidebarLabels(JSON.parse(readFileSync(sidebarFile, 'utf8')), locale);
  if (seeded.length > 0) {
    writeFileSync(sidebarFile, `${JSON.stringify(sidebar, null, 2)}\n`);
    for (const id of seeded) console.log(`  from the title map  ${id}: ${sidebar[id].message}`);
  }
  /** @param {Record<string, {message: string}>} entries */
  const untranslated = (entries) => Object.entries(entries).filter(([id, {message}]) => isUntranslated(id, message, locale)).map(([id]) => id);
  const missingUi = untranslated(messages);
  const missingSidebar = untranslated(sidebar);
  console.log(`${locale}: pages ${pages.length - missingPages.length} / ${pages.length} translated; UI strings missing: ${missingUi.length}; sidebar labels missing: ${missingSidebar.length}`);
  for (const id of [...missingUi, ...missingSidebar]) console.log(`  missing  ${id}`);
  if (missingUi.length + missingSidebar.length > 0) incomplete = true;
}
process.exit(incomplete ? 1 : 0);

/**
 * @jest-environment node
 *
 * Every string of our own components (ids outside Docusaurus' `theme.*`
 * namespace) has a Chinese translation, not the English text copied over.
 */
import zhCode from '../../i18n/zh/code.json';
import {isUntranslated} from '../../src/modules/navigation/sidebarTranslations';

type Entry = {message: string; description?: string};
const ours = Object.entries(zhCode as Record<string, Entry>).filter(([id]) => !id.startsWith('theme.'));

it('has our strings in the Chinese file', () => {
  expect(ours.length).toBeGreaterThan(0);
});

it.each(ours)('translates %s', (id, entry) => {
  expect(isUntranslated(id, entry.message, 'zh')).toBe(false);
});

it('keeps the Chinese version label, if the file has one, equal to the documented version', () => {
  // `write-translations` copies the label into the file; a stale copy would
  // show Chinese readers an old version after DOCS_VERSION changes.
  const docs = require('../../i18n/zh/docusaurus-plugin-content-docs/current.json') as Record<string, Entry>;
  const {DOCS_VERSION} = require('../../src/config/product') as typeof import('../../src/config/product');
  if (docs['version.label']) {
    expect(docs['version.label'].message).toBe(DOCS_VERSION);
  }
});

it('translates every sidebar label into Chinese, except export names of API pages', () => {
  const docs = require('../../i18n/zh/docusaurus-plugin-content-docs/current.json') as Record<string, Entry>;
  // API pages keep the export's name (`DataGrid`), which readers type as is in every language.
  const labels = Object.entries(docs).filter(([id]) => id.startsWith('sidebar.'));
  expect(labels.length).toBeGreaterThan(0);
  expect(labels.filter(([id, entry]) => isUntranslated(id, entry.message, 'zh')).map(([id]) => id)).toEqual([]);
});

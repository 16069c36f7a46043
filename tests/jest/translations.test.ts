/**
 * @jest-environment node
 *
 * Every string of our own components (ids outside Docusaurus' `theme.*`
 * namespace) has a Chinese translation, not the English text copied over.
 */
import zhCode from '../../i18n/zh/code.json';

type Entry = {message: string; description?: string};
const ours = Object.entries(zhCode as Record<string, Entry>).filter(([id]) => !id.startsWith('theme.'));

it('has our strings in the Chinese file', () => {
  expect(ours.length).toBeGreaterThan(0);
});

it.each(ours)('translates %s', (_, entry) => {
  expect(entry.message).toMatch(/[\u4e00-\u9fff]/);
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

// API pages are labelled with the export's name (`DataGrid`), which readers type as is in every language.
const API_EXPORT_LABEL = /^sidebar\.docs\.doc\.api\/[\w-]+\/[\w-]+$/;

it('translates every sidebar label into Chinese, except export names of API pages', () => {
  const docs = require('../../i18n/zh/docusaurus-plugin-content-docs/current.json') as Record<string, Entry>;
  const labels = Object.entries(docs).filter(([id, entry]) => id.startsWith('sidebar.') && !(API_EXPORT_LABEL.test(id) && /^[A-Z]\w+$/.test(entry.message)));
  expect(labels.length).toBeGreaterThan(0);
  expect(labels.filter(([, entry]) => !/[\u4e00-\u9fff]/.test(entry.message)).map(([id]) => id)).toEqual([]);
});

/** @jest-environment node */
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginLlms, {markdownUrl, outputPath} from './index';

const FIXTURES = path.join(__dirname, '__fixtures__');

const i18n = {
  defaultLocale: 'en',
  locales: ['en', 'zh'],
  localeConfigs: {
    en: {label: 'English', htmlLang: 'en', baseUrl: '/x/', url: 'https://mui.com'},
    zh: {label: '中文', htmlLang: 'zh-CN', baseUrl: '/zh/x/', url: 'https://mui.com'},
  },
};

/** A doc's metadata as the docs plugin gives it: permalinks without the trailing slash the site adds. */
function doc(id: string, source: string, permalink: string, title: string, frontMatter: Record<string, unknown> = {}) {
  return {id, source, permalink, title, description: `About ${title}.`, frontMatter, unlisted: false};
}

/** Runs the plugin's two hooks as a locale build does, into a fresh output folder. */
async function build(locale: 'en' | 'zh') {
  const baseUrl = i18n.localeConfigs[locale].baseUrl;
  const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'llms-')), ...baseUrl.split('/').filter(Boolean));
  const context = {siteDir: FIXTURES, baseUrl, outDir, siteConfig: {url: 'https://mui.com', baseUrl, trailingSlash: true}, i18n: {...i18n, currentLocale: locale}} as unknown as LoadContext;
  const sortingSource = locale === 'en' ? '@site/docs/react-grid/sorting.mdx' : '@site/i18n/zh/docusaurus-plugin-content-docs/current/react-grid/sorting.mdx';
  const docs = [
    doc('react-grid/sorting', sortingSource, `${baseUrl}react-grid/sorting`, locale === 'en' ? 'Sorting' : '排序', {sidebar_custom_props: {plan: 'pro'}}),
    doc('api/grid', '@site/docs/api/grid.mdx', `${baseUrl}api/grid`, 'Grid API'),
    doc('api/grid/data-grid', '@site/docs/api/grid/data-grid.mdx', `${baseUrl}api/grid/data-grid`, 'DataGrid API'),
  ];
  const sidebars = {
    docs: [
      {type: 'category', label: 'Data Grid', link: {type: 'doc', id: 'react-grid/sorting'}, items: [{type: 'doc', id: 'react-grid/sorting'}]},
      {type: 'category', label: 'API reference', items: [{type: 'doc', id: 'api/grid'}]},
    ],
  };
  jest.spyOn(console, 'info').mockImplementation(() => {});
  const plugin = pluginLlms(context) as Plugin<void> & {allContentLoaded: NonNullable<Plugin['allContentLoaded']>; postBuild: NonNullable<Plugin['postBuild']>};
  await plugin.allContentLoaded({allContent: {'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs, sidebars}]}}}, actions: {} as never});
  await plugin.postBuild({...context, outDir} as never);
  return (file: string) => readFileSync(path.join(outDir, file), 'utf8');
}

describe('the English build', () => {
  let read: (file: string) => string;
  beforeAll(async () => {
    read = await build('en');
  });

  it("writes each page's Markdown copy where its URL points", () => {
    expect(read('react-grid/sorting.md').startsWith('# Sorting\n\n> About Sorting.\n\nSorting orders the rows.')).toBe(true);
    expect(read('react-grid/sorting.md')).toContain('```tsx title="SortingBasic.tsx"');
    expect(read('api/grid.md')).toContain('[`GridColDef`](https://mui.com/x/api/grid/grid-col-def/)');
    expect(read('api/grid/data-grid.md')).toContain('- **`pageSizeOptions`**');
  });

  it('writes llms.txt with the sidebar pages and the others as optional', () => {
    const text = read('llms.txt');
    expect(text.startsWith('# MUI X\n\n> MUI X is a suite')).toBe(true);
    expect(text).toContain('v8.0.0-alpha.6');
    expect(text).toContain('## Data Grid\n\n- [Sorting](https://mui.com/x/react-grid/sorting.md): Pro plan. About Sorting.');
    expect(text).toContain('## API reference\n\n- [Grid API](https://mui.com/x/api/grid.md): About Grid API.');
    expect(text).toContain('## Optional\n\n- [DataGrid API](https://mui.com/x/api/grid/data-grid.md)');
    expect(text).not.toContain('edition');
  });

  it('writes llms-full.txt with the sidebar pages in order', () => {
    const full = read('llms-full.txt');
    expect(full.indexOf('# Sorting\n\nSource: https://mui.com/x/react-grid/sorting/')).toBeGreaterThan(0);
    expect(full.indexOf('# Grid API\n\nSource: https://mui.com/x/api/grid/')).toBeGreaterThan(full.indexOf('# Sorting'));
  });
});

describe('the Chinese build', () => {
  let read: (file: string) => string;
  beforeAll(async () => {
    read = await build('zh');
  });

  it('writes the translated page, with the English demo, under /zh/x/', () => {
    const page = read('react-grid/sorting.md');
    expect(page.startsWith('# 排序\n')).toBe(true);
    expect(page).toContain('```tsx title="SortingBasic.tsx"');
    expect(page).toContain('(https://mui.com/zh/x/react-grid/getting-started/)');
  });

  it("points its llms.txt to the locale's copies and to the English edition", () => {
    const text = read('llms.txt');
    expect(text).toContain('- [排序](https://mui.com/zh/x/react-grid/sorting.md)');
    expect(text).toContain('This is the 中文 (zh-CN) edition');
    expect(text).toContain('[llms.txt](https://mui.com/x/llms.txt)');
    expect(text).toContain('[llms-full.txt](https://mui.com/zh/x/llms-full.txt)');
  });
});

it('maps URLs under the base URL to files in the output folder', () => {
  expect(outputPath('/site/build/x', '/x/', markdownUrl('/x/react-data-grid/sorting/'))).toBe(path.join('/site/build/x', 'react-data-grid', 'sorting.md'));
  expect(outputPath('/site/build/zh/x', '/zh/x/', markdownUrl('/zh/x/introduction/'))).toBe(path.join('/site/build/zh/x', 'introduction.md'));
  expect(outputPath('/site/build/x', '/x/', '/x/llms.txt')).toBe(path.join('/site/build/x', 'llms.txt'));
  expect(() => outputPath('/site/build/x', '/x/', '/zh/x/a.md')).toThrow(/outside/);
});

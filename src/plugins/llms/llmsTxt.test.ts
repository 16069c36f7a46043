/** @jest-environment node */
import sidebars from '../../../sidebars';
import {llmsHeader} from './header';
import {llmsFullTxt, llmsTxt, outlineDocs, sidebarOutline, type LlmsDoc, type SidebarEntry} from './llmsTxt';
import {absoluteUrl, markdownUrl} from './urls';

function doc(id: string, title: string, extra: Partial<LlmsDoc> = {}): LlmsDoc {
  const permalink = `/x/${id}/`;
  return {id, title, description: `About ${title.toLowerCase()}.`, url: absoluteUrl('https://mui.com', permalink), markdownUrl: absoluteUrl('https://mui.com', markdownUrl(permalink)), ...extra};
}

const docs = new Map(
  [
    doc('whats-new', "What's new"),
    doc('introduction', 'Overview'),
    doc('introduction/installation', 'Installation'),
    doc('react-grid', 'Data Grid'),
    doc('react-grid/layout', 'Layout'),
    doc('react-grid/column-definition', 'Column definition'),
    doc('react-grid/column-pinning', 'Column pinning', {plan: 'pro'}),
    doc('react-grid/sorting', 'Sorting'),
    doc('api/grid/data-grid', 'DataGrid API'),
    doc('migration', 'Migration'),
    doc('migration/v7', 'Upgrade to v7'),
    doc('react-grid/components-api', 'Data Grid components'),
  ].map((entry) => [entry.id, entry]),
);

/** Shaped as the docs plugin loads sidebars.ts: docs by id, categories with their link and custom props. */
const sidebar: SidebarEntry[] = [
  {type: 'doc', id: 'whats-new', label: "What's new in MUI X"},
  {type: 'category', label: 'Introduction', link: {type: 'doc', id: 'introduction'}, items: [{type: 'doc', id: 'introduction'}, 'introduction/installation']},
  {
    type: 'category',
    label: 'Data Grid',
    link: {type: 'doc', id: 'react-grid'},
    items: [
      {type: 'doc', id: 'react-grid'},
      {
        type: 'category',
        label: 'Main features',
        customProps: {subheader: true},
        items: [
          {type: 'doc', id: 'react-grid/layout'},
          {
            type: 'category',
            label: 'Columns',
            customProps: {plan: 'pro'},
            link: {type: 'doc', id: 'react-grid/column-definition'},
            items: [{type: 'doc', id: 'react-grid/column-definition'}, {type: 'doc', id: 'react-grid/column-pinning'}],
          },
          {type: 'doc', id: 'react-grid/sorting'},
          {type: 'ref', id: 'react-grid/layout'},
        ],
      },
      {type: 'category', label: 'API reference', items: [{type: 'doc', id: 'api/grid/data-grid'}]},
      {type: 'html', value: '<hr />'},
      {type: 'link', label: 'Source on GitHub', href: 'https://github.com/mui/mui-x'},
      {type: 'category', label: 'Empty', items: [{type: 'doc', id: 'not-a-doc'}]},
    ],
  },
  // A category whose page is not one of its items keeps it, at the category.
  {type: 'category', label: 'Migration', link: {type: 'doc', id: 'migration'}, items: [{type: 'doc', id: 'migration/v7'}]},
];

const header = llmsHeader(
  {
    suiteName: 'MUI X',
    version: '8.0.0-alpha.6',
    packages: ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'],
    llmsTxtUrl: 'https://mui.com/x/llms.txt',
    llmsFullTxtUrl: 'https://mui.com/x/llms-full.txt',
  },
  'llms.txt',
);
const outline = sidebarOutline(sidebar, docs);
const text = llmsTxt(header, outline, [docs.get('react-grid/components-api')!]);

it('opens with the title, a one-paragraph summary and guidance', () => {
  const [title, , summary] = text.split('\n');
  expect(title).toBe('# MUI X');
  expect(summary).toMatch(/^> MUI X is a suite of .*Data Grid.*Date and Time Pickers.*Charts.*Tree View.*MIT.*Pro or Premium.*v8\.0\.0-alpha\.6\.$/);
  expect(text).toContain('`@mui/x-data-grid-premium` (Premium, commercial)');
  expect(text).toContain('[llms-full.txt](https://mui.com/x/llms-full.txt)');
});

it('lists every doc of the sidebar once, in sidebar order, linking to its Markdown copy', () => {
  const listed = [...text.matchAll(/\]\((https:\/\/mui\.com\/x\/[^)]+\.md)\)/g)].map(([, url]) => url);
  expect(listed).toEqual([
    'https://mui.com/x/whats-new.md',
    'https://mui.com/x/introduction.md',
    'https://mui.com/x/introduction/installation.md',
    'https://mui.com/x/react-grid.md',
    'https://mui.com/x/react-grid/layout.md',
    'https://mui.com/x/react-grid/column-definition.md',
    'https://mui.com/x/react-grid/column-pinning.md',
    'https://mui.com/x/react-grid/sorting.md',
    'https://mui.com/x/api/grid/data-grid.md',
    'https://mui.com/x/migration.md',
    'https://mui.com/x/migration/v7.md',
    'https://mui.com/x/react-grid/components-api.md',
  ]);
});

it('makes top-level categories sections and nests deeper ones as indented lists', () => {
  expect(text).toContain(
    [
      '## Data Grid',
      '',
      '- [Data Grid](https://mui.com/x/react-grid.md): About data grid.',
      '- Main features',
      '  - [Layout](https://mui.com/x/react-grid/layout.md): About layout.',
      '  - Columns (Pro plan)',
      '    - [Column definition](https://mui.com/x/react-grid/column-definition.md): About column definition.',
      '    - [Column pinning](https://mui.com/x/react-grid/column-pinning.md): Pro plan. About column pinning.',
      '  - [Sorting](https://mui.com/x/react-grid/sorting.md): About sorting.',
      '- API reference',
      '  - [DataGrid API](https://mui.com/x/api/grid/data-grid.md): About datagrid api.',
      '- [Source on GitHub](https://github.com/mui/mui-x)',
      '',
      '## Migration',
      '',
      '- [Migration](https://mui.com/x/migration.md): About migration.',
      '- [Upgrade to v7](https://mui.com/x/migration/v7.md): About upgrade to v7.',
    ].join('\n'),
  );
  expect(text).toContain("## What's new\n\n- [What's new](https://mui.com/x/whats-new.md): About what's new.\n\n## Introduction\n");
  expect(text).not.toContain('Empty');
});

it('puts pages outside the sidebar under Optional, last', () => {
  expect(text.endsWith('## Optional\n\n- [Data Grid components](https://mui.com/x/react-grid/components-api.md): About data grid components.\n')).toBe(true);
});

it('llms-full.txt holds each page in sidebar order with its source URL', () => {
  const pages = outlineDocs(outline).map((entry) => ({doc: entry, markdown: `# ${entry.title}\n\n> ${entry.description}\n\nBody of ${entry.id}.\n`}));
  const full = llmsFullTxt(llmsHeader({suiteName: 'MUI X', version: '8.0.0-alpha.6', packages: [], llmsTxtUrl: 'https://mui.com/x/llms.txt', llmsFullTxtUrl: 'https://mui.com/x/llms-full.txt'}, 'llms-full.txt'), pages);
  expect(full).toContain('[llms.txt](https://mui.com/x/llms.txt)');
  expect(full).toContain('\n\n---\n\n# Sorting\n\nSource: https://mui.com/x/react-grid/sorting/\n\n> About sorting.\n\nBody of react-grid/sorting.\n');
  const order = pages.map(({doc: entry}) => full.indexOf(`Source: ${entry.url}\n`));
  expect(order.every((position, index) => position > 0 && (index === 0 || position > order[index - 1]))).toBe(true);
  expect(full).not.toContain('components-api');
});

describe('the site sidebar', () => {
  // sidebars.ts is written with the same item shapes the docs plugin hands over (doc ids, categories with links).
  const siteSidebar = sidebars.docs as SidebarEntry[];
  const ids = new Set<string>();
  const collect = (items: SidebarEntry[]) =>
    items.forEach((item) => {
      if (typeof item === 'string') ids.add(item);
      else {
        if (item.id) ids.add(item.id);
        if (item.link?.id) ids.add(item.link.id);
        collect(item.items ?? []);
      }
    });
  collect(siteSidebar);
  const siteDocs = new Map([...ids].map((id) => [id, doc(id, id)]));
  const siteOutline = sidebarOutline(siteSidebar, siteDocs);
  const siteText = llmsTxt(header, siteOutline);

  it('lists every page of the navigation exactly once, the API pages included', () => {
    const listed = outlineDocs(siteOutline).map((entry) => entry.id);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual([...ids].sort());
    expect(listed.filter((id) => id.startsWith('api/')).length).toBeGreaterThan(140);
    for (const id of ids) expect(siteText.split(`](https://mui.com/x/${id}.md)`).length - 1).toBe(1);
  });

  it('has one section per top-level item, in order', () => {
    const sections = siteText.split('\n').filter((line) => line.startsWith('## '));
    expect(sections).toEqual([
      '## whats-new',
      '## Introduction',
      '## Common concepts',
      '## Data Grid',
      '## Date and Time Pickers',
      '## Charts',
      '## Tree View',
      '## Migration',
    ]);
  });
});

/** @jest-environment node */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {splitCodeFences} from './codeFences';
import {installScript, mdxToMarkdown, type ConversionContext} from './mdxToMarkdown';

const FIXTURES = path.join(__dirname, '__fixtures__');
const SITE_DIR = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(FIXTURES, file), 'utf8');

function context(permalink: string, baseUrl = '/x/'): ConversionContext {
  return {
    siteDir: SITE_DIR,
    links: {
      siteUrl: 'https://mui.com',
      baseUrl,
      permalink,
      permalinkOfDocFile: (file) => (file === './filtering.mdx' ? `${baseUrl}react-grid/filtering/` : undefined),
    },
  };
}

function convertFixture(file: string, title: string, description?: string, permalink = '/x/react-grid/sorting/', baseUrl = '/x/'): string {
  return mdxToMarkdown({source: read(file), filePath: path.join(FIXTURES, file), title, description}, context(permalink, baseUrl));
}

/** The body of the code block whose opening line is exactly `opening`. */
function codeBlock(markdown: string, opening: string): string | undefined {
  const lines = markdown.split('\n');
  const start = lines.indexOf(opening);
  if (start < 0) return undefined;
  const fence = /^`+/.exec(opening)![0];
  const end = lines.indexOf(fence, start + 1);
  return lines.slice(start + 1, end).join('\n');
}

describe('mdxToMarkdown on a page using every construct', () => {
  const markdown = convertFixture('docs/react-grid/sorting.mdx', 'Sorting', 'Sort rows by one or several columns.');

  it('starts with the title and the description, without front matter', () => {
    expect(markdown.startsWith('# Sorting\n\n> Sort rows by one or several columns.\n\nSorting orders the rows.')).toBe(true);
    expect(markdown).not.toContain('sidebar_custom_props');
  });

  it('drops imports, exports and MDX comments', () => {
    const prose = splitCodeFences(markdown).prose.join('\n');
    expect(prose).not.toMatch(/^(import|export)\b/m);
    expect(markdown).toContain('import { DataGrid, type GridColDef }'); // Only in the demo's code.
    expect(markdown).toContain('\n\nimporting is a word that starts like an import statement.\n\nexports of the grid are listed on its API page.\n\n');
    expect(markdown).not.toContain('Callout,');
    expect(markdown).not.toContain('A comment writers leave');
  });

  it("inlines each demo's TypeScript source as a titled tsx block", () => {
    expect(codeBlock(markdown, '```tsx title="SortingBasic.tsx"')).toBe(read('docs/react-grid/demos/SortingBasic.tsx').replace(/\n$/, ''));
  });

  it('reads a multi-line demo tag with other attributes, fencing the source longer than the fences inside it', () => {
    expect(codeBlock(markdown, '````tsx title="SortingCodeInside.tsx"')).toBe(read('docs/react-grid/demos/SortingCodeInside.tsx').replace(/\n$/, ''));
    expect(markdown).not.toMatch(/^\s*<Demo/m);
  });

  it('drops heading ids', () => {
    expect(markdown).toContain('\n## Sort from the header\n');
    expect(markdown).toContain('\n## Install\n');
  });

  it('makes site links, anchors and relative .mdx links absolute, leaving external ones', () => {
    expect(markdown).toContain('[Getting started](https://mui.com/x/react-grid/getting-started/#install)');
    expect(markdown).toContain('[the next section](https://mui.com/x/react-grid/sorting/#sort-from-the-header)');
    expect(markdown).toContain('[the filtering page](https://mui.com/x/react-grid/filtering/#quick-filter)');
    expect(markdown).toContain('[MUI](https://mui.com/material-ui/)');
  });

  it('leaves inline code untouched', () => {
    expect(markdown).toContain('`<Demo file="./demos/Nope.tsx" />` and `[x](/not-a-link/)` and `\\{#not-an-id}`');
  });

  it('copies code fences untouched', () => {
    const fence = read('docs/react-grid/sorting.mdx').match(/```tsx\n[\s\S]*?\n```/)![0];
    expect(markdown).toContain(fence);
    expect(markdown).toContain('  ```js\n  const sortModel = [{ field: \'height\', sort: \'desc\' }];\n  ```');
  });

  it('turns admonitions into blockquotes', () => {
    expect(markdown).toContain(
      [
        '> **Warning: Server-side sorting**',
        '>',
        '> Sorting on the server needs `sortingMode="server"`.',
        '>',
        '> See [Server-side data](https://mui.com/x/react-grid/server-side-data/).',
      ].join('\n'),
    );
    expect(markdown).toContain('> **Note**\n>\n> A note without a title.');
    expect(markdown).not.toContain(':::');
  });

  it('renders PackageInstall as the npm commands', () => {
    expect(codeBlock(markdown, '```bash')).toBe('# Community (MIT)\nnpm install @mui/x-data-grid\n\n# Pro\nnpm install @mui/x-data-grid-pro');
  });

  it("keeps an unknown component's children and drops an empty one", () => {
    expect(markdown).toContain('Text inside an **unknown** component is kept, with its [link](https://mui.com/x/react-grid/sorting/).');
    expect(markdown).not.toMatch(/Callout|Sparkles/);
  });
});

describe('mdxToMarkdown on a translated page', () => {
  const markdown = convertFixture(
    'i18n/zh/docusaurus-plugin-content-docs/current/react-grid/sorting.mdx',
    '排序',
    '按一列或多列对行排序。',
    '/zh/x/react-grid/sorting/',
    '/zh/x/',
  );

  it("takes the demo from the English page's folder", () => {
    expect(codeBlock(markdown, '```tsx title="SortingBasic.tsx"')).toBe(read('docs/react-grid/demos/SortingBasic.tsx').replace(/\n$/, ''));
  });

  it("links into the translation's base URL", () => {
    expect(markdown).toContain('[快速入门](https://mui.com/zh/x/react-grid/getting-started/)');
  });
});

describe('components without a fixture file', () => {
  const convert = (source: string) => mdxToMarkdown({source, filePath: path.join(FIXTURES, 'docs/react-grid/inline.mdx'), title: 'T'}, context('/x/react-grid/inline/'));

  it('lists the product cards from the component’s own data', () => {
    const markdown = convert("import ProductCards from '@site/src/components/ProductCards';\n\n<ProductCards />\n");
    expect(markdown).toContain('- **[Data Grid](https://mui.com/x/introduction/installation/#data-grid)**: A table for large');
    expect(markdown).toContain('`@mui/x-data-grid-premium` (Premium)');
    expect(markdown.match(/^- \*\*\[/gm)).toHaveLength(4);
  });

  it('never fails on a component it cannot read', () => {
    expect(convert('Before.\n\n<Chart {...props} data={makeData()} render={() => <svg />} />\n\nAfter, with <Kbd>Ctrl</Kbd> inline.\n')).toBe(
      '# T\n\nBefore.\n\nAfter, with Ctrl inline.\n',
    );
  });

  it('says which demo is missing', () => {
    expect(() => convert('<Demo file="./demos/Missing.tsx" />')).toThrow(/Missing\.tsx/);
  });
});

it('installScript writes one npm command per line of packages', () => {
  expect(installScript([{packages: ['@mui/material', '@emotion/react']}, {comment: 'Pro', packages: ['@mui/x-charts-pro']}])).toBe(
    'npm install @mui/material @emotion/react\n\n# Pro\nnpm install @mui/x-charts-pro',
  );
});

/** @jest-environment node */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {ApiIndexRow, ApiPageData} from '../api-reference/model';
import {apiIndexMarkdown, apiLeadMarkdown, apiPropertiesMarkdown, apiPropsMarkdown, apiReplacementsMarkdown, type ApiMarkdownContext} from './apiMarkdown';
import {htmlToMarkdownConverter} from './htmlToMarkdown';
import {mdxToMarkdown} from './mdxToMarkdown';
import {resolveDocLink} from './urls';

const FIXTURES = path.join(__dirname, '__fixtures__');
const fixture = (file: string) => JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8'));
const dataGrid = fixture('docs/api/grid/data-grid.json') as ApiPageData;
const links = {siteUrl: 'https://mui.com', baseUrl: '/x/', permalink: '/x/api/grid/data-grid/'};
const resolveLink = (href: string) => resolveDocLink(href, links);
const context: ApiMarkdownContext = {html: htmlToMarkdownConverter(resolveLink), link: resolveLink};

describe('props', () => {
  const markdown = apiPropsMarkdown(dataGrid, context);

  it('lists each prop by name with its type and default', () => {
    expect(markdown).toContain('- **`pageSizeOptions`**: type `ReadonlyArray<number | { value: number; label: string }>`, default `[25, 50, 100]`');
  });

  it('marks required, plan-only and deprecated props', () => {
    expect(markdown).toContain('- **`columns`**: type `readonly GridColDef<R>[]`, required\n');
    expect(markdown).toContain('- **`headerFilters`**: type `boolean`, default `false`, Pro plan\n');
    expect(markdown).toContain('- **`onRowClick`**: type `GridEventListener<\'rowClick\'>`, deprecated\n\n  **Deprecated.**\n\n  Use `onCellClick` instead.');
  });

  it('converts the HTML descriptions, lists and links included, under their prop', () => {
    expect(markdown).toContain('  Select the pageSize dynamically using the component UI.\n\n  - numbers are sizes\n  - objects have a `label`');
    expect(markdown).toContain('  Set of columns of type [`GridColDef`](https://mui.com/x/api/grid/grid-col-def/).');
    expect(markdown).toContain('  Parameters:\n  - `params`: With all properties from `GridRowParams`.\n\n  Returns: Nothing.');
    expect(markdown).not.toMatch(/<\/?(p|code|ul|li|a)\b/);
  });

  it('says where the ref goes and links the types that have a page', () => {
    expect(markdown).toContain('The ref is forwarded to the root element (`div`).');
    expect(markdown).toContain('Types with their own API page: [`GridColDef`](https://mui.com/x/api/grid/grid-col-def/).');
  });
});

it('leads with the description, or says who exports an undocumented entry, and its plan', () => {
  expect(apiLeadMarkdown(dataGrid, context)).toBe('The community **Data Grid**. See [Sorting](https://mui.com/x/react-grid/sorting/).');
  const pro = {...dataGrid, name: 'DataGridPro', packageName: '@mui/x-data-grid-pro', plan: 'pro', description: undefined} as ApiPageData;
  expect(apiLeadMarkdown(pro, context)).toBe('`DataGridPro` is exported by `@mui/x-data-grid-pro`.\n\nNeeds the Pro plan: import it from `@mui/x-data-grid-pro`.');
});

it('renders interfaces, removed entries and index rows', () => {
  const colDef = {kind: 'interface', name: 'GridColDef', packageName: '@mui/x-data-grid', imports: [], demos: [], typeLinks: {}, properties: [{name: 'field', type: 'string', required: true, description: '<p>The column identifier.</p>'}]} as ApiPageData;
  expect(apiPropertiesMarkdown(colDef, context)).toBe('- **`field`**: type `string`, required\n\n  The column identifier.');
  const removed = {kind: 'removed', name: 'Old', packageName: '@mui/x-charts', imports: [], demos: [], replacements: ['BarChart', 'Gone'], typeLinks: {BarChart: '/api/charts/bar-chart/'}} as ApiPageData;
  expect(apiReplacementsMarkdown(removed, context)).toBe('- [`BarChart`](https://mui.com/x/api/charts/bar-chart/)\n- `Gone`');
  const rows = fixture('docs/api/grid/index-rows.json') as ApiIndexRow[];
  expect(apiIndexMarkdown(rows, 'component', context)).toBe(
    '- [`DataGrid`](https://mui.com/x/api/grid/data-grid/)\n- [`DataGridPro`](https://mui.com/x/api/grid/data-grid-pro/) (Pro plan)',
  );
});

describe('a generated API page', () => {
  const file = path.join(FIXTURES, 'docs/api/grid/data-grid.mdx');
  const markdown = mdxToMarkdown({source: readFileSync(file, 'utf8'), filePath: file, title: 'DataGrid API', description: 'API reference.'}, {siteDir: FIXTURES, links});

  it('renders every section from the JSON it imports', () => {
    const sections = markdown.split('\n').filter((line) => line.startsWith('## '));
    expect(sections).toEqual(['## Demos', '## Import', '## Props', '## Slots', '## CSS classes']);
    expect(markdown).toContain('## Demos\n\n- [Main features › Sorting](https://mui.com/x/react-grid/sorting/)\n');
    expect(markdown).toContain("## Import\n\n```jsx\nimport { DataGrid } from '@mui/x-data-grid/DataGrid';\nimport { DataGrid } from '@mui/x-data-grid';\n```");
    expect(markdown).toContain('- **`pageSizeOptions`**');
    expect(markdown).toContain('## Slots\n\n- **`toolbar`**: default component `GridToolbar`\n\n  Component rendered above the grid.');
    expect(markdown).toContain('## CSS classes\n\n- `.MuiDataGrid-root` (rule name `root`)\n\n  Styles applied to the root element.');
  });

  it('renders an index page from its rows', () => {
    const index = path.join(FIXTURES, 'docs/api/grid.mdx');
    const indexMarkdown = mdxToMarkdown({source: readFileSync(index, 'utf8'), filePath: index, title: 'Grid API'}, {siteDir: FIXTURES, links: {...links, permalink: '/x/api/grid/'}});
    expect(indexMarkdown).toContain('## Interfaces\n\n- [`GridColDef`](https://mui.com/x/api/grid/grid-col-def/): Column Definition interface.');
  });

  it('fails loudly when the data is missing', () => {
    const source = "import api from './data-grid.json';\n\n<ApiProps api={other} />\n";
    expect(() => mdxToMarkdown({source, filePath: file, title: 'T'}, {siteDir: FIXTURES, links})).toThrow(/ApiProps/);
  });
});

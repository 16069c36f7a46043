/** @jest-environment node */
import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {apiPagesOfSidebar, demoUsages, sidebarTrails, entryPageMdx, firstSentence, importedXNames, indexPageMdx, isApiIndexId, scanDocs} from './pages';
import type {ApiPageData} from './model';

describe('importedXNames', () => {
  it('collects named, type and aliased imports from @mui/x-* and deep default imports', () => {
    const source = [
      "import { DataGrid, type GridColDef, GridToolbar as Toolbar } from '@mui/x-data-grid';",
      "import type { BarSeries } from '@mui/x-charts/models';",
      "import Button from '@mui/material/Button';",
      "import { useState } from 'react';",
    ].join('\n');
    expect([...importedXNames(source)].sort()).toEqual(['BarSeries', 'DataGrid', 'GridColDef', 'GridToolbar']);
  });
});

describe('the docs scan', () => {
  const docsDir = mkdtempSync(path.join(tmpdir(), 'docs-'));
  mkdirSync(path.join(docsDir, 'react-grid', 'demos'), {recursive: true});
  mkdirSync(path.join(docsDir, 'api', 'grid'), {recursive: true});
  writeFileSync(path.join(docsDir, 'react-grid', 'demos', 'Basic.tsx'), "import { DataGrid } from '@mui/x-data-grid';\n");
  writeFileSync(path.join(docsDir, 'react-grid', 'sorting.mdx'), '---\ntitle: Sorting\ncomponents: [DataGrid]\n---\n\n<Demo file="./demos/Basic.tsx" />\n');
  writeFileSync(path.join(docsDir, 'react-grid', 'components-api.mdx'), '---\ntitle: generated\n---\n');
  writeFileSync(path.join(docsDir, 'api', 'grid', 'data-grid.mdx'), '---\ntitle: generated\n---\n');

  it("reads writers' pages with their front matter, skipping generated ones", () => {
    const docs = scanDocs(docsDir);
    expect(docs.map((doc) => doc.id)).toEqual(['react-grid/sorting']);
    expect(docs[0].frontMatter).toEqual({title: 'Sorting', components: ['DataGrid']});
  });

  it('finds the pages whose demos import a name, titled with their sidebar categories below the product', () => {
    expect(demoUsages(scanDocs(docsDir)).get('DataGrid')).toEqual([{title: 'Sorting', route: '/react-grid/sorting/'}]);
    const trails = sidebarTrails([{type: 'category', label: 'Grid', items: [{type: 'category', label: 'Main features', items: [{type: 'doc', id: 'react-grid/sorting'}]}]}]);
    expect(demoUsages(scanDocs(docsDir), trails).get('DataGrid')).toEqual([{title: 'Main features › Sorting', route: '/react-grid/sorting/'}]);
  });
});

it('reads the API pages of the sidebar, index pages included', () => {
  const pages = apiPagesOfSidebar([
    {type: 'doc', id: 'introduction', label: 'Overview'},
    {type: 'category', label: 'API reference', items: [{type: 'doc', id: 'api/grid', label: 'Index'}, {type: 'doc', id: 'api/grid/data-grid', label: 'DataGrid'}]},
  ]);
  expect(pages).toEqual([
    {id: 'api/grid', label: 'Index'},
    {id: 'api/grid/data-grid', label: 'DataGrid'},
  ]);
  expect(pages.map((page) => isApiIndexId(page.id))).toEqual([true, false]);
});

it('takes the first sentence of a description as plain text', () => {
  expect(firstSentence('<p>The <code>rows</code> &amp; columns. More text.</p>')).toBe('The rows & columns.');
  expect(firstSentence(undefined)).toBeUndefined();
});

describe('generated MDX', () => {
  const data: ApiPageData = {
    kind: 'component',
    name: 'DataGridPro',
    packageName: '@mui/x-data-grid-pro',
    plan: 'pro',
    imports: [],
    props: [],
    slots: [],
    cssClasses: [],
    forwardsDomProps: false,
    demos: [],
    typeLinks: {},
  };

  it('gives the page an explicit slug, the plan badge and only the sections it has', () => {
    const mdx = entryPageMdx('api/data-grid/data-grid-pro', data, 'data-grid-pro.json');
    expect(mdx).toContain('slug: "/api/data-grid/data-grid-pro/"');
    expect(mdx).toContain('sidebar_custom_props: {"plan":"pro"}');
    expect(mdx).toContain('## Props \\{#props}');
    expect(mdx).not.toContain('## Slots');
    expect(mdx).not.toContain('## Demos');
  });

  it('does not badge interface pages in the navigation', () => {
    const mdx = entryPageMdx('api/data-grid/grid-api', {kind: 'interface', name: 'GridApi', packageName: '@mui/x-data-grid-premium', plan: 'premium', imports: [], properties: [], demos: [], typeLinks: {}}, 'grid-api.json');
    expect(mdx).not.toContain('sidebar_custom_props');
    expect(mdx).toContain('## Properties');
  });

  it('lists index sections only for kinds present', () => {
    const mdx = indexPageMdx('Data Grid', './rows.json', [{name: 'DataGrid', route: '/api/data-grid/data-grid/', kind: 'component'}]);
    expect(mdx).toContain('<ApiIndex rows={rows} kind="component" />');
    expect(mdx).not.toContain('kind="interface"');
  });
});

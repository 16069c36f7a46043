/**
 * @jest-environment node
 *
 * The API reference generated from the installed packages. Expected values
 * are read from the declaration files themselves, never typed in here.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {generateApiReference, REMOVED_EXPORTS} from '../../src/plugins/api-reference';
import type {ApiPageData, ComponentApi} from '../../src/plugins/api-reference/model';
import {loadReferenceNav} from '../../scripts/lib/sidebarNav';
import {apiSlug, type NavNode} from '../../src/modules/navigation/nav';

const ROOT = path.resolve(__dirname, '../..');
const report = generateApiReference(ROOT);

function apiLeaves(nodes: NavNode[]): string[] {
  return nodes.flatMap((node) => [
    ...(node.pathname.startsWith('/x/api/') && !node.children && !node.subheader ? [node.pathname] : []),
    ...apiLeaves(node.children ?? []),
  ]);
}

function page(pathname: string): ApiPageData {
  return JSON.parse(readFileSync(path.join(ROOT, 'docs', `${pathname.replace(/^\/x\//, '')}.json`), 'utf8')) as ApiPageData;
}

function component(pathname: string): ComponentApi {
  const data = page(pathname);
  if (data.kind !== 'component') throw new Error(`${pathname} is not a component page`);
  return data;
}

/** The `@default` JSDoc tag written above `name:` / `name?:` in a declaration file. */
function declaredDefault(file: string, name: string): string | undefined {
  const source = readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');
  const match = new RegExp(`@default ([^\\n]+)\\n\\s*\\*/\\s*${name}\\??:`).exec(source);
  return match?.[1].trim();
}

it('generates a page for every API leaf of the reference navigation', () => {
  const leaves = apiLeaves(loadReferenceNav());
  expect(leaves).toHaveLength(145);
  const missing = leaves.filter((pathname) => !existsSync(path.join(ROOT, 'docs', `${pathname.replace(/^\/x\//, '')}.mdx`)));
  expect(missing).toEqual([]);
  expect(report.pages).toBe(145);
});

it('documents DataGrid rows, columns and pageSizeOptions with their declared defaults', () => {
  const grid = component('/x/api/data-grid/data-grid');
  const props = Object.fromEntries(grid.props.map((prop) => [prop.name, prop]));
  expect(props.rows).toBeDefined();
  expect(props.columns).toMatchObject({required: true});
  const file = '@mui/x-data-grid/models/props/DataGridProps.d.ts';
  expect(declaredDefault(file, 'pageSizeOptions')).toBeDefined();
  expect(props.pageSizeOptions.defaultValue).toBe(declaredDefault(file, 'pageSizeOptions'));
  expect(props.rowHeight.defaultValue).toBe(declaredDefault(file, 'rowHeight'));
});

it('badges DataGridPremium props by the cheapest plan that has them', () => {
  const premium = component('/x/api/data-grid/data-grid-premium');
  const community = new Set(component('/x/api/data-grid/data-grid').props.map((prop) => prop.name));
  const pro = new Set(component('/x/api/data-grid/data-grid-pro').props.map((prop) => prop.name));
  for (const prop of premium.props) {
    const expected = community.has(prop.name) ? undefined : pro.has(prop.name) ? 'pro' : 'premium';
    expect([prop.name, prop.plan]).toEqual([prop.name, expected]);
  }
  expect(premium.props.some((prop) => prop.plan === 'premium')).toBe(true);
});

it('lists every slot DateCalendarSlots declares', () => {
  const source = readFileSync(path.join(ROOT, 'node_modules/@mui/x-date-pickers/DateCalendar/DateCalendar.types.d.ts'), 'utf8');
  const body = /export interface DateCalendarSlots[^{]*\{([\s\S]*?)\n\}/.exec(source)![1];
  const declared = [...body.matchAll(/^\s{2}(\w+)\?:/gm)].map((match) => match[1]);
  expect(declared.length).toBeGreaterThan(0);
  const slots = component('/x/api/date-pickers/date-calendar').slots.map((slot) => slot.name);
  expect(slots).toEqual(expect.arrayContaining(declared));
});

it('marks BarChart series required exactly when the declaration does', () => {
  const source = readFileSync(path.join(ROOT, 'node_modules/@mui/x-charts/BarChart/BarChart.d.ts'), 'utf8');
  const optional = /\n\s+series\?:/.test(source);
  expect(/\n\s+series\??:/.test(source)).toBe(true);
  const series = component('/x/api/charts/bar-chart').props.find((prop) => prop.name === 'series')!;
  expect(series.required).toBe(!optional);
});

it('says what replaced exports removed after 8.0.0-alpha.6, linking each replacement', () => {
  for (const [name, removed] of Object.entries(REMOVED_EXPORTS)) {
    const data = page(`/x/api/charts/${apiSlug(name)}`);
    expect(data.kind).toBe('removed');
    expect(Object.keys(data.typeLinks)).toEqual(removed.replacements);
  }
});

it('writes the Component API tab of each guide that lists its components', () => {
  expect(report.componentsApiPages).toBeGreaterThanOrEqual(4);
  const tab = readFileSync(path.join(ROOT, 'docs/react-data-grid/components-api.mdx'), 'utf8');
  expect(tab).toContain('api_tabs_of: "/react-data-grid/"');
  expect(tab).toContain("import api0 from '../api/data-grid/data-grid.json';");
});

it('reuses the cache when nothing changed', () => {
  expect(generateApiReference(ROOT).cached).toBe(true);
});

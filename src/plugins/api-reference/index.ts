/**
 * Docusaurus plugin: the API reference under /x/api/, generated from the
 * installed @mui/x-* declarations. It runs when plugins are created, before
 * any plugin loads content, and writes MDX pages into docs/api/ (and the
 * `components-api` tab of guide pages) for the docs plugin to pick up.
 *
 * Which pages exist comes from sidebars.ts (every doc id under `api/`, the
 * label being the export's name). Extraction is cached on the packages'
 * versions and this plugin's source, so a rebuild without an upgrade does
 * not parse the declarations again.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import logger from '@docusaurus/logger';
import ts from 'typescript';
import sidebars from '../../../sidebars';
import {apiSlug, type Plan} from '../../modules/navigation/nav';
import {ApiExtractor, createApiProgram, type PackageSpec} from './extract';
import {jsdocToHtml} from './markdown';
import type {ApiEntry, ApiPageData} from './model';
import {COMPONENTS_API_SEGMENT} from '../../modules/docTabs';
import {
  apiPagesOfSidebar,
  componentsApiMdx,
  demoUsages,
  entryPageMdx,
  indexPageMdx,
  indexRows,
  isApiIndexId,
  pageData,
  productOfApiId,
  routeOfDocId,
  scanDocs,
  sidebarTrails,
  type SidebarItem,
} from './pages';

/** Each product's packages in plan order; the plan is the package name's suffix. */
export const API_PRODUCTS: Record<string, {label: string; packages: string[]}> = {
  'data-grid': {label: 'Data Grid', packages: ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium']},
  'date-pickers': {label: 'Date and Time Pickers', packages: ['@mui/x-date-pickers', '@mui/x-date-pickers-pro']},
  charts: {label: 'Charts', packages: ['@mui/x-charts', '@mui/x-charts-pro']},
  'tree-view': {label: 'Tree View', packages: ['@mui/x-tree-view', '@mui/x-tree-view-pro']},
};

/**
 * Exports renamed after 8.0.0-alpha.6, whose navigation still lists the old
 * name (the packages' CHANGELOG records each rename). The page documents the
 * installed export and says so.
 */
export const EXPORT_RENAMES: Record<string, string> = {GridListColDef: 'GridListViewColDef'};

/**
 * Exports of the 8.0.0-alpha.6 navigation that the installed packages no
 * longer have (their CHANGELOG records each removal). Their pages say what
 * replaced them rather than disappear from the navigation.
 */
export const REMOVED_EXPORTS: Record<string, {packageName: string; note: string; replacements: string[]}> = {
  ChartsOnAxisClickHandler: {
    packageName: '@mui/x-charts',
    note: 'Removed before 8.0.0: charts handle axis clicks themselves. Pass `onAxisClick` to the chart (`BarChart`, `LineChart`) or to `ChartContainer`; it receives the event and the clicked axis value with each series\' value.',
    replacements: ['BarChart', 'LineChart', 'ChartContainer'],
  },
  ChartsVoronoiHandler: {
    packageName: '@mui/x-charts',
    note: 'Removed in 8.0.0-alpha.12, when the Voronoi interaction moved into a plugin of the scatter chart. `ScatterChart` uses it by default: `voronoiMaxRadius` limits how far from a point the pointer still selects it, and `disableVoronoi` turns it off so only the marks react.',
    replacements: ['ScatterChart', 'ScatterChartPro'],
  },
  DefaultChartsLegend: {
    packageName: '@mui/x-charts',
    note: 'Removed in 8.0.0-alpha.7. `ChartsLegend` renders the default legend as HTML; for a custom legend, render your own markup from the series data, or pass a component through the chart\'s `slots.legend`.',
    replacements: ['ChartsLegend', 'ContinuousColorLegend', 'PiecewiseColorLegend'],
  },
};

const SOURCE_FILES = ['extract.ts', 'markdown.ts', 'model.ts'];

function planOfPackage(name: string): Plan | undefined {
  return name.endsWith('-premium') ? 'premium' : name.endsWith('-pro') ? 'pro' : undefined;
}

function packageSpec(siteRequire: NodeRequire, name: string): PackageSpec & {version: string} {
  const manifestPath = siteRequire.resolve(`${name}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {version: string; exports?: Record<string, unknown>};
  return {
    name,
    plan: planOfPackage(name),
    dir: path.dirname(manifestPath),
    subpaths: new Set(Object.keys(manifest.exports ?? {}).map((key) => key.replace(/^\.\/?/, ''))),
    version: manifest.version,
  };
}

type Extracted = Record<string, ApiEntry>;

/** Extracts every requested entry, or reads them from the cache made for the same inputs. */
function extractEntries(siteDir: string, requests: {product: string; name: string}[]): {entries: Extracted; cached: boolean; ms: number} {
  const started = Date.now();
  const siteRequire = createRequire(path.join(siteDir, 'package.json'));
  const specs = Object.fromEntries(Object.entries(API_PRODUCTS).map(([product, {packages}]) => [product, packages.map((name) => packageSpec(siteRequire, name))]));
  const key = createHash('sha256')
    .update(JSON.stringify({versions: Object.values(specs).flat().map((spec) => `${spec.name}@${spec.version}`), typescript: ts.version, requests, EXPORT_RENAMES, REMOVED_EXPORTS}))
    .update(SOURCE_FILES.map((file) => readFileSync(path.join(__dirname, file), 'utf8')).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const cacheFile = path.join(siteDir, 'node_modules', '.cache', 'mui-x-api-reference', `${key}.json`);
  if (existsSync(cacheFile)) {
    return {entries: JSON.parse(readFileSync(cacheFile, 'utf8')) as Extracted, cached: true, ms: Date.now() - started};
  }
  const program = createApiProgram(Object.values(specs).flat().map((spec) => path.join(spec.dir, 'index.d.ts')));
  const runtimeExport = (packageName: string, exportName: string): unknown => {
    try {
      return (siteRequire(packageName) as Record<string, unknown>)[exportName];
    } catch {
      return undefined; // The class names then follow the Mui<Component>-<key> pattern.
    }
  };
  const extractors = Object.fromEntries(
    Object.entries(specs).map(([product, productSpecs]) => [product, new ApiExtractor(program, productSpecs, {markdown: jsdocToHtml, runtimeExport})]),
  );
  const entries: Extracted = {};
  for (const {product, name} of requests) {
    const installedName = EXPORT_RENAMES[name];
    const removed = REMOVED_EXPORTS[name];
    entries[`${product}/${name}`] = removed
      ? {kind: 'removed', name, packageName: removed.packageName, imports: [], description: jsdocToHtml(removed.note), replacements: removed.replacements}
      : installedName
        ? {...extractors[product].extract(installedName), renamedFrom: name}
        : extractors[product].extract(name);
  }
  // One cache file at a time: older ones belong to older packages.
  rmSync(path.dirname(cacheFile), {recursive: true, force: true});
  mkdirSync(path.dirname(cacheFile), {recursive: true});
  writeFileSync(cacheFile, JSON.stringify(entries));
  return {entries, cached: false, ms: Date.now() - started};
}

/** Writes a file only when its content changes, so `docusaurus start` does not reload for nothing. */
function writeIfChanged(file: string, content: string, written: Set<string>): void {
  written.add(file);
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
}

function removeStale(dir: string, keep: Set<string>): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) removeStale(full, keep);
    else if (!keep.has(full)) rmSync(full);
  }
}

export type GenerationReport = {pages: number; componentsApiPages: number; cached: boolean; extractionMs: number};

/** Generates every API page; returns what it did (for the log and the tests). */
export function generateApiReference(siteDir: string): GenerationReport {
  const docsDir = path.join(siteDir, 'docs');
  const apiDir = path.join(docsDir, 'api');
  const sidebarPages = apiPagesOfSidebar(sidebars.docs as SidebarItem[]);
  const entryPages = sidebarPages.filter((page) => !isApiIndexId(page.id));
  for (const page of entryPages) {
    if (!(productOfApiId(page.id) in API_PRODUCTS)) throw new Error(`API reference: sidebars.ts lists "${page.id}", outside the products ${Object.keys(API_PRODUCTS).join(', ')}.`);
    const expected = `api/${productOfApiId(page.id)}/${apiSlug(page.label)}`;
    if (page.id !== expected) throw new Error(`API reference: the page for ${page.label} must be "${expected}", not "${page.id}".`);
  }
  const {entries, cached, ms} = extractEntries(
    siteDir,
    entryPages.map((page) => ({product: productOfApiId(page.id), name: page.label})),
  );

  const docs = scanDocs(docsDir);
  const docIds = new Set(docs.map((doc) => doc.id));
  const apiRoutes = new Map(entryPages.map((page) => [page.label, routeOfDocId(page.id)]));
  const targets = {
    hasPage: (pathname: string) => docIds.has(pathname.replace(/^\/x\//, '')) || sidebarPages.some((page) => `/x/${page.id}` === pathname),
    apiRoute: (name: string) => apiRoutes.get(name),
  };
  const usages = demoUsages(docs, sidebarTrails(sidebars.docs as SidebarItem[]));
  const written = new Set<string>();
  const dataById = new Map<string, ApiPageData>();
  for (const page of entryPages) {
    const entry = entries[`${productOfApiId(page.id)}/${page.label}`];
    const data = pageData(entry, targets, usages.get(entry.name) ?? []);
    dataById.set(page.id, data);
    const base = path.join(docsDir, page.id);
    writeIfChanged(`${base}.json`, `${JSON.stringify(data, null, 1)}\n`, written);
    writeIfChanged(`${base}.mdx`, entryPageMdx(page.id, data, `${path.basename(base)}.json`), written);
  }
  for (const page of sidebarPages.filter((p) => isApiIndexId(p.id))) {
    const product = productOfApiId(page.id);
    const rows = indexRows(entryPages.filter((p) => productOfApiId(p.id) === product).map((p) => ({id: p.id, data: dataById.get(p.id)!})));
    const base = path.join(docsDir, page.id);
    writeIfChanged(path.join(base, 'index-rows.json'), `${JSON.stringify(rows, null, 1)}\n`, written);
    writeIfChanged(`${base}.mdx`, indexPageMdx(API_PRODUCTS[product].label, `./${path.basename(base)}/index-rows.json`, rows), written);
  }
  removeStale(apiDir, written);

  // The "Component API" tab of each guide page whose front matter lists its components.
  let componentsApiPages = 0;
  for (const guide of docs) {
    const components = guide.frontMatter.components;
    const target = path.join(path.dirname(guide.file), path.basename(guide.file, path.extname(guide.file)), `${COMPONENTS_API_SEGMENT}.mdx`);
    if (!Array.isArray(components) || components.length === 0) {
      if (existsSync(target)) rmSync(target);
      continue;
    }
    const sections = components.map((name) => {
      const page = entryPages.find((p) => p.label === name);
      if (!page) throw new Error(`${path.relative(siteDir, guide.file)}: front matter "components" lists ${String(name)}, which has no API page in sidebars.ts.`);
      return {name: String(name), dataImport: path.relative(path.dirname(target), path.join(docsDir, `${page.id}.json`)).split(path.sep).join('/'), data: dataById.get(page.id)!};
    });
    writeIfChanged(target, componentsApiMdx(guide, sections), written);
    componentsApiPages += 1;
  }
  return {pages: sidebarPages.length, componentsApiPages, cached, extractionMs: ms};
}

export default async function apiReferencePlugin(context: LoadContext): Promise<Plugin> {
  const report = generateApiReference(context.siteDir);
  logger.info`API reference: ${report.pages} pages and ${report.componentsApiPages} Component API tabs (${report.cached ? 'cached' : 'extracted'} in ${report.extractionMs} ms)`;
  return {name: 'api-reference'};
}

/**
 * From extracted API entries to the files the docs plugin reads: one MDX page
 * (plus its JSON data) per API entry of the sidebar, the product index pages
 * and the "Component API" tab of guide pages. Pure string building, except
 * the docs scan (demo usages, front matter) which takes the docs folder.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {apiSlug} from '../../modules/navigation/nav';
import type {ApiDemoLink, ApiEntry, ApiIndexRow, ApiPageData} from './model';
import {rewriteLinks, type LinkTargets} from './markdown';

/** An API entry of the sidebar: `api/data-grid/data-grid` labelled `DataGrid`. */
export type ApiSidebarPage = {id: string; label: string};

export type SidebarItem = {type?: string; id?: string; label?: string; items?: SidebarItem[]};

/** For each doc, the labels of the sidebar categories above it, outermost first. */
export function sidebarTrails(items: SidebarItem[], trail: string[] = [], trails = new Map<string, string[]>()): Map<string, string[]> {
  for (const item of items) {
    if (item.type === 'doc' && item.id) trails.set(item.id, trail);
    if (item.items) sidebarTrails(item.items, [...trail, item.label ?? ''], trails);
  }
  return trails;
}

export function apiPagesOfSidebar(items: SidebarItem[]): ApiSidebarPage[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' && item.id?.startsWith('api/')) return [{id: item.id, label: item.label ?? item.id}];
    return apiPagesOfSidebar(item.items ?? []);
  });
}

/** `api/data-grid/data-grid` → `data-grid`; an index page (`api/data-grid`) has no entry name. */
export function productOfApiId(id: string): string {
  return id.split('/')[1];
}

export function isApiIndexId(id: string): boolean {
  return id.split('/').length === 2;
}

/** Route relative to the locale's base URL, as MDX links write it. */
export function routeOfDocId(id: string): string {
  return `/${id}/`;
}

// ---- The docs folder ---------------------------------------------------------

export type DocFile = {id: string; file: string; frontMatter: Record<string, unknown>; body: string};

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n?/;
/** Files this plugin writes into docs/, skipped when scanning writers' pages. */
export const GENERATED_DOCS = ['api'];
import {COMPONENTS_API_SEGMENT} from '../../modules/docTabs';

export function readDoc(docsDir: string, file: string): DocFile {
  const source = readFileSync(file, 'utf8');
  const match = FRONT_MATTER.exec(source);
  const loaded = match ? yaml.load(match[1]) : {};
  return {
    id: path.relative(docsDir, file).replace(/\.mdx?$/, '').split(path.sep).join('/'),
    file,
    frontMatter: typeof loaded === 'object' && loaded !== null ? (loaded as Record<string, unknown>) : {},
    body: match ? source.slice(match[0].length) : source,
  };
}

/** The writers' pages (generated ones excluded). */
export function scanDocs(docsDir: string): DocFile[] {
  const docs: DocFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir === docsDir && GENERATED_DOCS.includes(entry.name)) continue;
        if (entry.name !== 'demos') walk(full);
      } else if (/\.mdx?$/.test(entry.name) && path.basename(entry.name, path.extname(entry.name)) !== COMPONENTS_API_SEGMENT) {
        docs.push(readDoc(docsDir, full));
      }
    }
  };
  walk(docsDir);
  return docs;
}

const DEMO_TAG = /<Demo\s+file="(\.{1,2}\/[^"]+\.tsx)"/g;
const NAMED_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"](@mui\/x-[^'"]+)['"]/g;
const DEFAULT_IMPORT = /import\s+(\w+)\s+from\s+['"]@mui\/x-[\w-]+\/(\w+)['"]/g;

/** Names a demo imports from the @mui/x-* packages. */
export function importedXNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of source.matchAll(NAMED_IMPORT)) {
    for (const part of list.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
      if (name) names.add(name);
    }
  }
  for (const [, , folder] of source.matchAll(DEFAULT_IMPORT)) names.add(folder);
  return names;
}

/**
 * For each imported name, the guide pages with a demo that imports it. A
 * page's link text is its title after the sidebar categories below the
 * product ("Rich Tree View › Items"), so same-named pages stay apart.
 */
export function demoUsages(docs: DocFile[], trails = new Map<string, string[]>()): Map<string, ApiDemoLink[]> {
  const usages = new Map<string, ApiDemoLink[]>();
  for (const doc of docs) {
    const names = new Set<string>();
    for (const [, file] of doc.body.matchAll(DEMO_TAG)) {
      const demoPath = path.resolve(path.dirname(doc.file), file);
      if (existsSync(demoPath)) importedXNames(readFileSync(demoPath, 'utf8')).forEach((name) => names.add(name));
    }
    const title = [...(trails.get(doc.id) ?? []).slice(1), String(doc.frontMatter.title ?? doc.id)].join(' › ');
    const link: ApiDemoLink = {title, route: routeOfDocId(doc.id)};
    for (const name of names) usages.set(name, [...(usages.get(name) ?? []), link]);
  }
  for (const links of usages.values()) links.sort((a, b) => a.route.localeCompare(b.route, 'en'));
  return usages;
}

// ---- Page data ------------------------------------------------------------------

const IDENTIFIER = /\b[A-Z]\w*\b/g;

/** Links every HTML description of an entry, and maps type names to API pages. */
export function pageData(entry: ApiEntry, targets: LinkTargets, demos: ApiDemoLink[]): ApiPageData {
  const selfRoute = targets.apiRoute(entry.name);
  const html = (value: string | undefined) => (value === undefined ? undefined : rewriteLinks(value, targets, selfRoute));
  const typeLinks: Record<string, string> = {};
  const linkProperty = <T extends {type: string; description?: string; deprecated?: string; returns?: string; params?: {name: string; description: string}[]}>(property: T): T => {
    for (const [name] of property.type.matchAll(IDENTIFIER)) {
      const route = targets.apiRoute(name);
      if (route && route !== selfRoute) typeLinks[name] = route;
    }
    return {
      ...property,
      ...(property.description !== undefined && {description: html(property.description)}),
      ...(property.deprecated !== undefined && {deprecated: html(property.deprecated)}),
      ...(property.returns !== undefined && {returns: html(property.returns)}),
      ...(property.params && {params: property.params.map((param) => ({...param, description: html(param.description)!}))}),
    };
  };
  const common = {
    ...(entry.description !== undefined && {description: html(entry.description)}),
    ...(entry.deprecated !== undefined && {deprecated: html(entry.deprecated)}),
    demos,
  };
  if (entry.kind === 'component') {
    return {
      ...entry,
      ...common,
      props: entry.props.map(linkProperty),
      slots: entry.slots.map((slot) => ({...slot, ...(slot.description !== undefined && {description: html(slot.description)})})),
      cssClasses: entry.cssClasses.map((cssClass) => ({...cssClass, ...(cssClass.description !== undefined && {description: html(cssClass.description)})})),
      typeLinks,
    };
  }
  if (entry.kind === 'removed') {
    for (const name of entry.replacements) {
      const route = targets.apiRoute(name);
      if (route) typeLinks[name] = route;
    }
    return {...entry, ...common, typeLinks};
  }
  return {...entry, ...common, properties: entry.properties.map(linkProperty), typeLinks};
}

/** The first sentence of an HTML description, as plain text (for index rows and meta descriptions). */
export function firstSentence(html: string | undefined): string | undefined {
  if (!html) return undefined;
  const text = html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence || undefined;
}

// ---- MDX ----------------------------------------------------------------------------

function frontMatter(values: Record<string, unknown>): string {
  const lines = Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

const COMPONENTS_IMPORT = "import {ApiLead, ApiImports, ApiProps, ApiSlots, ApiCssClasses, ApiDemos, ApiProperties, ApiReplacements, ApiIndex} from '@site/src/components/ApiReference';";

/** Sections of one entry: `headingLevel` 2 on its own page, 3 inside a Component API tab. */
export function entrySections(data: ApiPageData, variable: string, headingLevel: 2 | 3, idPrefix = ''): string {
  const hashes = '#'.repeat(headingLevel);
  const heading = (title: string, id: string) => `${hashes} ${title} \\{#${idPrefix}${id}}`;
  const anchorPrefix = idPrefix ? ` anchorPrefix="${idPrefix}"` : '';
  const parts: string[] = [`<ApiLead api={${variable}} />`];
  if (data.kind === 'removed') {
    return [...parts, heading('Use instead', 'replacements'), `<ApiReplacements api={${variable}} />`].join('\n\n');
  }
  if (data.demos.length > 0) parts.push(heading('Demos', 'demos'), `<ApiDemos api={${variable}} />`);
  parts.push(heading('Import', 'import'), `<ApiImports api={${variable}} />`);
  if (data.kind === 'component') {
    parts.push(heading('Props', 'props'), `<ApiProps api={${variable}}${anchorPrefix} />`);
    if (data.slots.length > 0) parts.push(heading('Slots', 'slots'), `<ApiSlots api={${variable}}${anchorPrefix} />`);
    if (data.cssClasses.length > 0) parts.push(heading('CSS classes', 'classes'), `<ApiCssClasses api={${variable}} />`);
  } else {
    parts.push(heading('Properties', 'properties'), `<ApiProperties api={${variable}}${anchorPrefix} />`);
  }
  return parts.join('\n\n');
}

export function entryPageMdx(id: string, data: ApiPageData, dataFile: string): string {
  const title = data.renamedFrom ?? data.name;
  const description =
    data.kind === 'removed'
      ? `${title} was removed from ${data.packageName} after 8.0.0-alpha.6; what to use instead.`
      : `API reference: ${data.kind === 'component' ? 'props, slots and CSS classes of the' : 'properties of the'} ${data.name} ${data.kind === 'component' ? 'React component' : 'TypeScript interface'} from ${data.packageName}.`;
  return [
    frontMatter({
      title: `${title} API`,
      // Explicit: docs/api/data-grid/data-grid.mdx would otherwise become the folder's index page.
      slug: `/${id}/`,
      description,
      custom_edit_url: null,
      // The navigation badges components only; an interface's lead still names its plan.
      ...(data.plan && data.kind === 'component' && {sidebar_custom_props: {plan: data.plan}}),
    }),
    COMPONENTS_IMPORT,
    `import api from './${dataFile}';`,
    '',
    entrySections(data, 'api', 2),
    '',
  ].join('\n');
}

const INDEX_SECTIONS: {kind: ApiIndexRow['kind']; title: string}[] = [
  {kind: 'component', title: 'Components'},
  {kind: 'interface', title: 'Interfaces'},
  {kind: 'removed', title: 'Removed since 8.0.0-alpha.6'},
];

export function indexPageMdx(productLabel: string, dataFile: string, rows: ApiIndexRow[]): string {
  const sections = INDEX_SECTIONS.filter(({kind}) => rows.some((row) => row.kind === kind)).map(
    ({kind, title}) => `## ${title} \\{#${kind}s}\n\n<ApiIndex rows={rows} kind="${kind}" />`,
  );
  return [
    frontMatter({
      title: `${productLabel} API`,
      description: `Every component and interface of the ${productLabel} packages, generated from their TypeScript declarations.`,
      custom_edit_url: null,
    }),
    COMPONENTS_IMPORT,
    `import rows from '${dataFile}';`,
    '',
    `The ${productLabel} API, read from the TypeScript declarations of the installed packages. Pages marked with a plan icon need that plan's package.`,
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}

export function indexRows(entries: {id: string; data: ApiPageData}[]): ApiIndexRow[] {
  return entries.map(({id, data}) => ({
    name: data.renamedFrom ?? data.name,
    route: routeOfDocId(id),
    kind: data.kind,
    ...(data.plan && {plan: data.plan}),
    ...(firstSentence(data.description) && {description: firstSentence(data.description)}),
  }));
}

/** The Component API tab of a guide page whose front matter lists `components`. */
export function componentsApiMdx(guide: DocFile, entries: {name: string; dataImport: string; data: ApiPageData}[]): string {
  const title = String(guide.frontMatter.title ?? guide.id);
  const imports = entries.map(({dataImport}, index) => `import api${index} from '${dataImport}';`);
  const sections = entries.map(({name, data}, index) => [`## ${name} \\{#${apiSlug(name)}}`, entrySections(data, `api${index}`, 3, `${apiSlug(name)}-`)].join('\n\n'));
  return [
    frontMatter({
      title,
      description: `Component API of ${entries.map((e) => e.name).join(', ')}: props, slots and CSS classes.`,
      custom_edit_url: null,
      // Not in the sidebar itself, but shown with it, like its guide page.
      displayed_sidebar: 'docs',
      pagination_prev: null,
      pagination_next: null,
      api_tabs_of: routeOfDocId(guide.id),
      ...(guide.frontMatter.sidebar_custom_props !== undefined && {sidebar_custom_props: guide.frontMatter.sidebar_custom_props}),
    }),
    COMPONENTS_IMPORT,
    ...imports,
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}

/**
 * The generated API pages as Markdown: each `<Api… />` component of
 * src/components/ApiReference rendered from the same JSON data, with the
 * same facts (every prop by name, its type, default, plan, deprecation and
 * description), so a tool reading the Markdown copy finds `pageSizeOptions`
 * as a reader of the HTML page does.
 */
import {apiSlug, type Plan} from '../../modules/navigation/nav';
import type {ApiIndexRow, ApiPageData, ApiProperty} from '../api-reference/model';
import {blockquote, fencedCode, indent, inlineCode, linkText} from './markdownText';

export type ApiMarkdownContext = {
  /** HTML description → Markdown, site links made absolute. */
  html: (html: string) => string;
  /** A site route (`/api/data-grid/data-grid/`) or external URL → absolute URL. */
  link: (route: string) => string;
};

const PLAN_LABELS: Record<Plan, string> = {pro: 'Pro plan', premium: 'Premium plan'};

export function planLabel(plan: Plan): string {
  return PLAN_LABELS[plan];
}

function paragraphs(parts: (string | false | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join('\n\n');
}

export function apiLeadMarkdown(api: ApiPageData, context: ApiMarkdownContext): string {
  return paragraphs([
    api.deprecated !== undefined && blockquote(paragraphs(['**Deprecated**', context.html(api.deprecated)])),
    api.renamedFrom &&
      api.kind !== 'removed' &&
      blockquote(`The installed packages export ${inlineCode(api.renamedFrom)} as ${inlineCode(api.name)}: this page documents ${inlineCode(api.name)}.`),
    api.kind === 'removed' && blockquote('**Not in the installed packages**'),
    api.description ? context.html(api.description) : `${inlineCode(api.name)} is exported by ${inlineCode(api.packageName)}.`,
    api.plan && `Needs the ${planLabel(api.plan)}: import it from ${inlineCode(api.packageName)}.`,
  ]);
}

export function apiDemosMarkdown(api: ApiPageData, context: ApiMarkdownContext): string {
  return api.demos.map((demo) => `- [${linkText(demo.title)}](${context.link(demo.route)})`).join('\n');
}

export function apiImportsMarkdown(api: ApiPageData): string {
  return paragraphs([
    fencedCode(api.imports.join('\n'), 'jsx'),
    api.imports.length > 2 && "Import from the package you already use: each plan's package re-exports what the cheaper ones have.",
  ]);
}

/** One prop or property: a list item led by its name, then its details indented under it. */
function propertyMarkdown(property: ApiProperty, context: ApiMarkdownContext): string {
  const facts = [
    `type ${inlineCode(property.type)}`,
    property.defaultValue !== undefined && `default ${inlineCode(property.defaultValue)}`,
    property.required && 'required',
    property.plan && planLabel(property.plan),
    property.deprecated !== undefined && 'deprecated',
  ].filter(Boolean);
  const details = paragraphs([
    property.deprecated !== undefined && paragraphs([`**Deprecated.**`, property.deprecated && context.html(property.deprecated)]),
    property.description && context.html(property.description),
    Boolean(property.params?.length) && ['Parameters:', ...property.params!.map((param) => `- ${inlineCode(param.name)}: ${context.html(param.description)}`)].join('\n'),
    property.returns && `Returns: ${context.html(property.returns)}`,
  ]);
  const head = `- **${inlineCode(property.name)}**: ${facts.join(', ')}`;
  return details ? `${head}\n\n${indent(details)}` : head;
}

/** Types used in the rows that have an API page of their own (the HTML page links them inside the type). */
function typeLinksMarkdown(api: ApiPageData, context: ApiMarkdownContext): string {
  const links = Object.entries(api.typeLinks ?? {});
  if (links.length === 0) return '';
  return `Types with their own API page: ${links.map(([name, route]) => `[${inlineCode(name)}](${context.link(route)})`).join(', ')}.`;
}

export function apiPropsMarkdown(api: ApiPageData, context: ApiMarkdownContext): string {
  if (api.kind !== 'component') return '';
  return paragraphs([
    api.props.map((prop) => propertyMarkdown(prop, context)).join('\n\n'),
    api.refElement && `The ref is forwarded to the root element (${inlineCode(api.refElement)}).`,
    api.inherits &&
      `Props of the Material UI [${inlineCode(api.inherits.name)}](${context.link(`https://mui.com/material-ui/api/${apiSlug(api.inherits.name)}/`)}) component are also available.`,
    api.forwardsDomProps && !api.inherits && 'Any other props are spread to the root element.',
    typeLinksMarkdown(api, context),
  ]);
}

export function apiPropertiesMarkdown(api: ApiPageData, context: ApiMarkdownContext): string {
  if (api.kind !== 'interface') return '';
  return paragraphs([api.properties.map((property) => propertyMarkdown(property, context)).join('\n\n'), typeLinksMarkdown(api, context)]);
}

export function apiSlotsMarkdown(api: ApiPageData, context: ApiMarkdownContext): string {
  if (api.kind !== 'component') return '';
  return api.slots
    .map((slot) => {
      const head = `- **${inlineCode(slot.name)}**${slot.defaultValue ? `: default component ${inlineCode(slot.defaultValue)}` : ''}`;
      const description = slot.description ? context.html(slot.description) : '';
      return description ? `${head}\n\n${indent(description)}` : head;
    })
    .join('\n\n');
}

export function apiCssClassesMarkdown(api: ApiPageData, context: ApiMarkdownContext): string {
  if (api.kind !== 'component') return '';
  const rows = api.cssClasses.map((cssClass) => {
    const head = `- ${inlineCode(`.${cssClass.className}`)} (rule name ${inlineCode(cssClass.key)})`;
    const description = cssClass.description ? context.html(cssClass.description) : '';
    return description ? `${head}\n\n${indent(description)}` : head;
  });
  return paragraphs([
    rows.join('\n\n'),
    "Target these class names in your CSS or in the `sx` prop; the rule names are the keys of the `classes` prop and of the theme's style overrides.",
  ]);
}

export function apiReplacementsMarkdown(api: ApiPageData, context: ApiMarkdownContext): string {
  if (api.kind !== 'removed') return '';
  return api.replacements.map((name) => (api.typeLinks[name] ? `- [${inlineCode(name)}](${context.link(api.typeLinks[name])})` : `- ${inlineCode(name)}`)).join('\n');
}

export function apiIndexMarkdown(rows: ApiIndexRow[], kind: ApiIndexRow['kind'], context: ApiMarkdownContext): string {
  return rows
    .filter((row) => row.kind === kind)
    .map((row) => `- [${inlineCode(row.name)}](${context.link(row.route)})${row.plan ? ` (${planLabel(row.plan)})` : ''}${row.description ? `: ${row.description}` : ''}`)
    .join('\n');
}

function isApiData(value: unknown): value is ApiPageData {
  return typeof value === 'object' && value !== null && 'kind' in value && 'name' in value;
}

/** Renderers of the ApiReference components by tag name, from their evaluated attributes. */
export const API_COMPONENTS: Record<string, (attributes: Record<string, unknown>, context: ApiMarkdownContext) => string> = {
  ApiLead: ({api}, context) => apiLeadMarkdown(apiData(api, 'ApiLead'), context),
  ApiDemos: ({api}, context) => apiDemosMarkdown(apiData(api, 'ApiDemos'), context),
  ApiImports: ({api}) => apiImportsMarkdown(apiData(api, 'ApiImports')),
  ApiProps: ({api}, context) => apiPropsMarkdown(apiData(api, 'ApiProps'), context),
  ApiProperties: ({api}, context) => apiPropertiesMarkdown(apiData(api, 'ApiProperties'), context),
  ApiSlots: ({api}, context) => apiSlotsMarkdown(apiData(api, 'ApiSlots'), context),
  ApiCssClasses: ({api}, context) => apiCssClassesMarkdown(apiData(api, 'ApiCssClasses'), context),
  ApiReplacements: ({api}, context) => apiReplacementsMarkdown(apiData(api, 'ApiReplacements'), context),
  ApiIndex: ({rows, kind}, context) => {
    if (!Array.isArray(rows) || typeof kind !== 'string') throw new Error('<ApiIndex>: needs rows (the imported index JSON) and a kind.');
    return apiIndexMarkdown(rows as ApiIndexRow[], kind as ApiIndexRow['kind'], context);
  },
};

// The API pages are generated with their data imported beside them; without it the Markdown copy would silently lose the reference.
function apiData(value: unknown, component: string): ApiPageData {
  if (!isApiData(value)) throw new Error(`<${component}>: its api attribute is not an imported API JSON file.`);
  return value;
}

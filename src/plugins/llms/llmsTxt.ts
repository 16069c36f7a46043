/**
 * llms.txt (https://llmstxt.org) and llms-full.txt from the docs sidebar:
 * the index lists every page once, grouped and ordered as the sidebar is,
 * each linking to its Markdown copy; the full file holds those copies in
 * the same order.
 */
import type {Plan} from '../../modules/navigation/nav';
import {planLabel} from './apiMarkdown';
import {linkText} from './markdownText';

/** What the index needs to know of one doc. */
export type LlmsDoc = {
  id: string;
  title: string;
  description?: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Absolute URL of its Markdown copy. */
  markdownUrl: string;
  plan?: Plan;
};

/**
 * A sidebar item as the docs plugin hands it over: normalised items
 * (`doc`/`ref` by id, `category`, `link`, `html`). Bare id strings and
 * resolved links (`docId`) are accepted too, whichever stage the sidebar is in.
 */
export type SidebarEntry =
  | string
  | {
      type: string;
      id?: string;
      docId?: string;
      label?: string;
      href?: string;
      /** An html item's markup. */
      value?: string;
      items?: SidebarEntry[];
      link?: {type: string; id?: string};
      customProps?: Record<string, unknown>;
    };

export type OutlineNode =
  | {kind: 'doc'; doc: LlmsDoc}
  | {kind: 'category'; label: string; plan?: Plan; doc?: LlmsDoc; children: OutlineNode[]}
  | {kind: 'link'; label: string; href: string};

function docIdsOf(items: SidebarEntry[], ids = new Set<string>()): Set<string> {
  for (const item of items) {
    if (typeof item === 'string') ids.add(item);
    else if ((item.type === 'doc' || item.type === 'ref') && item.id) ids.add(item.id);
    else if (item.type === 'link' && item.docId) ids.add(item.docId);
    if (typeof item !== 'string' && item.items) docIdsOf(item.items, ids);
  }
  return ids;
}

function planOf(value: unknown): Plan | undefined {
  return value === 'pro' || value === 'premium' ? value : undefined;
}

/**
 * The sidebar as a tree of docs, each doc once (the first place it appears).
 * A category's link doc is listed with the category only when no item lists it.
 */
export function sidebarOutline(sidebar: SidebarEntry[], docs: Map<string, LlmsDoc>): OutlineNode[] {
  const inItems = docIdsOf(sidebar);
  const listed = new Set<string>();
  const take = (id: string | undefined): LlmsDoc | undefined => {
    const doc = id === undefined ? undefined : docs.get(id);
    if (!doc || listed.has(doc.id)) return undefined;
    listed.add(doc.id);
    return doc;
  };
  const walk = (items: SidebarEntry[]): OutlineNode[] =>
    items.flatMap((item): OutlineNode[] => {
      if (typeof item === 'string') {
        const doc = take(item);
        return doc ? [{kind: 'doc', doc}] : [];
      }
      if (item.type === 'doc' || item.type === 'ref' || (item.type === 'link' && item.docId)) {
        const doc = take(item.id ?? item.docId);
        return doc ? [{kind: 'doc', doc}] : [];
      }
      if (item.type === 'link' && item.href) return [{kind: 'link', label: item.label ?? item.href, href: item.href}];
      if (item.type === 'category') {
        const linkId = item.link?.type === 'doc' ? item.link.id : undefined;
        const doc = linkId && !inItems.has(linkId) ? take(linkId) : undefined;
        const children = walk(item.items ?? []);
        if (!doc && children.length === 0) return [];
        return [{kind: 'category', label: item.label ?? '', plan: planOf(item.customProps?.plan), ...(doc && {doc}), children}];
      }
      return []; // html items carry no page.
    });
  return walk(sidebar);
}

/** The docs of an outline in reading order. */
export function outlineDocs(outline: OutlineNode[]): LlmsDoc[] {
  return outline.flatMap((node) => {
    if (node.kind === 'doc') return [node.doc];
    if (node.kind === 'category') return [...(node.doc ? [node.doc] : []), ...outlineDocs(node.children)];
    return [];
  });
}

/** `- [Title](…/page.md): Pro plan. Description` */
export function docListItem(doc: LlmsDoc): string {
  const notes = [doc.plan && `${planLabel(doc.plan)}.`, doc.description?.replace(/\s+/g, ' ').trim()].filter(Boolean).join(' ');
  return `- [${linkText(doc.title)}](${doc.markdownUrl})${notes ? `: ${notes}` : ''}`;
}

function nodeLines(node: OutlineNode, depth: number): string[] {
  const indentation = '  '.repeat(depth);
  if (node.kind === 'doc') return [`${indentation}${docListItem(node.doc)}`];
  if (node.kind === 'link') return [`${indentation}- [${linkText(node.label)}](${node.href})`];
  return [
    `${indentation}- ${node.label}${node.plan ? ` (${planLabel(node.plan)})` : ''}`,
    ...(node.doc ? [`${indentation}  ${docListItem(node.doc)}`] : []),
    ...node.children.flatMap((child) => nodeLines(child, depth + 1)),
  ];
}

/** One `##` section per top-level sidebar item; deeper categories are nested list items, so the sidebar order holds at every level. */
function sectionOf(node: OutlineNode): string {
  if (node.kind === 'category') {
    const lines = [...(node.doc ? [docListItem(node.doc)] : []), ...node.children.flatMap((child) => nodeLines(child, 0))];
    return `## ${node.label}${node.plan ? ` (${planLabel(node.plan)})` : ''}\n\n${lines.join('\n')}`;
  }
  const title = node.kind === 'doc' ? node.doc.title : node.label;
  return `## ${title}\n\n${nodeLines(node, 0).join('\n')}`;
}

export type LlmsHeader = {
  /** `MUI X` */
  title: string;
  /** One paragraph: what the product is. */
  summary: string;
  /** Paragraphs or lists of advice on using the files. */
  details: string[];
};

function headerText(header: LlmsHeader): string {
  return [`# ${header.title}`, `> ${header.summary.replace(/\s+/g, ' ').trim()}`, ...header.details].join('\n\n');
}

/**
 * llms.txt: the header, the sidebar's sections, then pages outside the
 * sidebar under `## Optional` (the spec's name for what a reader may skip).
 */
export function llmsTxt(header: LlmsHeader, outline: OutlineNode[], optional: LlmsDoc[] = []): string {
  const sections = outline.map(sectionOf);
  if (optional.length > 0) sections.push(`## Optional\n\n${optional.map(docListItem).join('\n')}`);
  return `${[headerText(header), ...sections].join('\n\n')}\n`;
}

/** A page's Markdown copy with a `Source:` line under its title, so each page in llms-full.txt says where it comes from. */
export function withSourceLine(markdown: string, url: string): string {
  const [title, ...rest] = markdown.split('\n');
  return [title, '', `Source: ${url}`, ...rest].join('\n');
}

/** llms-full.txt: the header, then every page's Markdown copy, separated by rules. */
export function llmsFullTxt(header: LlmsHeader, pages: {doc: LlmsDoc; markdown: string}[]): string {
  const separator = '\n\n---\n\n';
  return `${[headerText(header), ...pages.map(({doc, markdown}) => withSourceLine(markdown.trim(), doc.url))].join(separator)}\n`;
}

/**
 * Builders for sidebars.ts: one call per node of the navigation tree, so the
 * file reads like the tree itself. Doc ids are the page paths under /x/
 * (`/x/introduction/installation` is `docs/introduction/installation.mdx`).
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiSlug, normalizePathname, type NavBadges} from './nav';
import {nodeLabel} from './navTitles';

// The item types are not exported by name; derive them from the public config type.
type SidebarConfig = SidebarsConfig[string];
type Item = Exclude<Extract<SidebarConfig, unknown[]>[number], string>;
type DocItem = Extract<Item, {id: string; label?: string}>;
type CategoryItem = Extract<Item, {items: unknown; label: string}>;

export function docIdOf(pathname: string): string {
  const path = normalizePathname(pathname);
  if (!path.startsWith('/x/')) {
    throw new Error(`Navigation pages live under /x/: "${pathname}"`);
  }
  return path.slice('/x/'.length);
}

/** The page path of a doc id, the inverse of `docIdOf`. */
export function pathnameOfDocId(id: string): string {
  return `/x/${id}`;
}

/** A page. Its badges live in its own front matter (`sidebar_custom_props`). */
// Every node's `key` (its translation key) is its path, so that nodes sharing
// a label, like each version's "Breaking changes: Data Grid", translate apart.

export function page(pathname: string, title?: string): DocItem {
  return {type: 'doc', id: docIdOf(pathname), key: docIdOf(pathname), label: nodeLabel({pathname, title})};
}

/** API pages of one product: `/x/api/charts` + `BarChart` → `/x/api/charts/bar-chart`, labelled `BarChart`. */
export function apiPages(basePath: string, names: string[]): DocItem[] {
  return names.map((name) => page(`${basePath}/${apiSlug(name)}`, name));
}

function firstDocId(items: Item[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.id;
    if (item.type === 'category') {
      const id = firstDocId(item.items as Item[]);
      if (id) return id;
    }
  }
  return undefined;
}

/**
 * A collapsible group. A click on its label opens its first page; it opens by
 * itself when it holds the current page. Its badges are given here.
 */
export function group(pathname: string, title: string, items: Item[], badges: NavBadges = {}): CategoryItem {
  const firstId = firstDocId(items);
  return {
    type: 'category',
    label: nodeLabel({pathname, title}),
    key: docIdOf(pathname),
    collapsible: true,
    collapsed: true,
    ...(firstId && {link: {type: 'doc', id: firstId}}),
    ...(badges.plan && {className: `nav-plan-${badges.plan}`}),
    customProps: {pathname, ...badges},
    items,
  };
}

/** A section heading: a small uppercase label, not a link; its pages are not indented. */
export function subheader(pathname: string, label: string, items: Item[]): CategoryItem {
  return {
    type: 'category',
    label: nodeLabel({pathname, subheader: label}),
    key: docIdOf(pathname),
    collapsible: false,
    collapsed: false,
    className: 'nav-subheader',
    customProps: {pathname, subheader: true},
    items,
  };
}

/**
 * Node-side: the site's navigation as the build sees it, i.e. sidebars.ts
 * with each page's badges from its front matter, in the reference's shape.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import sidebars from '../../sidebars';
import {badgesOf, type NavBadges, type NavNode} from '../../src/modules/navigation/nav';
import {generateApiReference} from '../../src/plugins/api-reference';

const ROOT = path.resolve(__dirname, '../..');
export const REFERENCE_PATH = path.join(ROOT, 'scripts/reference/mui-x-nav-8.0.0-alpha.6.json');

export function loadReferenceNav(): NavNode[] {
  return JSON.parse(readFileSync(REFERENCE_PATH, 'utf8')) as NavNode[];
}

/** The page's `sidebar_custom_props` badges; the file must exist. */
export function docBadges(id: string, docsDir = path.join(ROOT, 'docs')): NavBadges {
  const file = ['.mdx', '.md'].map((ext) => path.join(docsDir, id + ext)).find((candidate) => existsSync(candidate));
  if (!file) {
    throw new Error(`sidebars.ts lists "${id}", but docs/${id}.mdx does not exist`);
  }
  const match = readFileSync(file, 'utf8').match(/^---\n([\s\S]*?)\n---/);
  const frontMatter = (match ? yaml.load(match[1]) : {}) as Record<string, unknown> | null;
  return badgesOf(frontMatter?.sidebar_custom_props);
}

type ConfigItem = {
  type?: string;
  id?: string;
  label?: string;
  items?: ConfigItem[];
  customProps?: Record<string, unknown>;
};

export function toNavNodes(items: ConfigItem[], badgesOfDoc: (id: string) => NavBadges = docBadges): NavNode[] {
  return items.map((item): NavNode => {
    if (item.type === 'doc' && item.id) {
      return {pathname: `/x/${item.id}`, title: item.label, ...badgesOfDoc(item.id)};
    }
    const children = toNavNodes(item.items ?? [], badgesOfDoc);
    const pathname = String(item.customProps?.pathname ?? `(category ${item.label})`);
    return item.customProps?.subheader
      ? {pathname, subheader: item.label, children}
      : {pathname, title: item.label, ...badgesOf(item.customProps), children};
  });
}

/** The sidebar with every page's badges; generates the API pages first, as a build would. */
export function loadSidebarNav(): NavNode[] {
  generateApiReference(ROOT);
  return toNavNodes(sidebars.docs as ConfigItem[]);
}

/**
 * The navigation tree's vocabulary: nodes as the reference file describes
 * them, their labels and their badges. Shared by sidebars.ts, the sidebar
 * theme components and the nav checker.
 */

import {pageToTitle} from '../paths';

export type Plan = 'pro' | 'premium';

/** Badges a page or group can carry, as in the reference tree. */
export type NavBadges = {
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
};

export const STATUS_FLAGS = ['newFeature', 'planned', 'unstable'] as const;
export type StatusFlag = (typeof STATUS_FLAGS)[number];

/** A node of the reference navigation tree. */
export type NavNode = NavBadges & {
  pathname: string;
  title?: string;
  subheader?: string;
  children?: NavNode[];
};

/** The site is deployed under https://mui.com/x/; absolute links to it are pages of ours. */
export function normalizePathname(pathname: string): string {
  return pathname.replace(/^https:\/\/mui\.com(?=\/x\/)/, '').replace(/\/+$/, '');
}

/**
 * The label of a node without a title, by the reference site's rule
 * (`pageToTitle`): its last path segment as a sentence ("Getting started");
 * under /x/api/ the export's name in PascalCase (hooks in camelCase).
 */
export function derivedLabel(pathname: string): string {
  return pageToTitle({pathname: normalizePathname(pathname)}) ?? '';
}

/** The path segment of an export's API page, the inverse of `derivedLabel`: `ChartsXAxis` → `charts-x-axis`. */
export function apiSlug(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

export function badgesOf(value: unknown): NavBadges {
  if (typeof value !== 'object' || value === null) return {};
  const source = value as Record<string, unknown>;
  const badges: NavBadges = {};
  if (source.plan === 'pro' || source.plan === 'premium') badges.plan = source.plan;
  for (const flag of STATUS_FLAGS) {
    if (source[flag] === true) badges[flag] = true;
  }
  return badges;
}

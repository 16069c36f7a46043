/**
 * Compares the site's navigation with the reference tree, node by node:
 * presence, label, kind (group or subheader), badges, parent and order.
 */
import {badgesOf, normalizePathname, STATUS_FLAGS, type NavNode} from './nav';
import {nodeLabel} from './navTitles';

export type NavProblemKind = 'missing' | 'extra' | 'title' | 'kind' | 'flag' | 'parent' | 'order';
export type NavProblem = {kind: NavProblemKind; pathname: string; detail: string};
export type NavReport = {total: number; present: number; problems: NavProblem[]};

type Entry = {node: NavNode; parent: string};
const ROOT = '(root)';

function flatten(nodes: NavNode[], parent = ROOT, into = new Map<string, Entry>()): Map<string, Entry> {
  for (const node of nodes) {
    const pathname = normalizePathname(node.pathname);
    into.set(pathname, {node, parent});
    flatten(node.children ?? [], pathname, into);
  }
  return into;
}

function childOrder(nodes: NavNode[], parent = ROOT, into = new Map<string, string[]>()): Map<string, string[]> {
  into.set(parent, nodes.map((node) => normalizePathname(node.pathname)));
  for (const node of nodes) {
    childOrder(node.children ?? [], normalizePathname(node.pathname), into);
  }
  return into;
}

function describeBadges(node: NavNode): string {
  const badges = badgesOf(node);
  return [badges.plan, ...STATUS_FLAGS.filter((flag) => badges[flag])].filter(Boolean).join(', ') || 'none';
}

export function compareNav(reference: NavNode[], actual: NavNode[]): NavReport {
  const expected = flatten(reference);
  const found = flatten(actual);
  const problems: NavProblem[] = [];
  let present = 0;

  for (const [pathname, {node, parent}] of expected) {
    const match = found.get(pathname);
    if (!match) {
      problems.push({kind: 'missing', pathname, detail: `"${nodeLabel(node)}" is not in the sidebar`});
      continue;
    }
    present += 1;
    const isSubheader = node.subheader !== undefined;
    if (isSubheader !== (match.node.subheader !== undefined)) {
      problems.push({kind: 'kind', pathname, detail: `should be a ${isSubheader ? 'subheader' : 'page or group'}`});
    }
    if (nodeLabel(node) !== nodeLabel(match.node)) {
      problems.push({kind: 'title', pathname, detail: `"${nodeLabel(match.node)}" should be "${nodeLabel(node)}"`});
    }
    if (describeBadges(node) !== describeBadges(match.node)) {
      problems.push({kind: 'flag', pathname, detail: `badges ${describeBadges(match.node)} should be ${describeBadges(node)}`});
    }
    if (parent !== match.parent) {
      problems.push({kind: 'parent', pathname, detail: `is under ${match.parent}, should be under ${parent}`});
    }
  }

  for (const pathname of found.keys()) {
    if (!expected.has(pathname)) {
      problems.push({kind: 'extra', pathname, detail: `"${nodeLabel(found.get(pathname)!.node)}" is not in the reference`});
    }
  }

  // Siblings present in both must keep the reference's relative order.
  const actualOrder = childOrder(actual);
  for (const [parent, children] of childOrder(reference)) {
    const got = (actualOrder.get(parent) ?? []).filter((pathname) => children.includes(pathname));
    const want = children.filter((pathname) => got.includes(pathname));
    if (got.join('|') !== want.join('|')) {
      problems.push({kind: 'order', pathname: parent, detail: `children are ordered ${got.join(', ')}; expected ${want.join(', ')}`});
    }
  }

  return {total: expected.size, present, problems};
}

/**
 * The check's verdict, as its exit code: 0 only when every reference node is
 * present and nothing differs; 1 on any problem (a missing node is one too).
 */
export function navCheckExitCode(report: NavReport): 0 | 1 {
  return report.problems.length > 0 ? 1 : 0;
}

export function formatNavReport(report: NavReport): string {
  const lines = [`Navigation: ${report.present} / ${report.total} reference nodes present`];
  const byKind = new Map<NavProblemKind, NavProblem[]>();
  for (const problem of report.problems) {
    byKind.set(problem.kind, [...(byKind.get(problem.kind) ?? []), problem]);
  }
  for (const [kind, problems] of byKind) {
    lines.push(`${kind} (${problems.length}):`);
    for (const problem of problems) lines.push(`  ${problem.pathname}  ${problem.detail}`);
  }
  if (navCheckExitCode(report) === 0) {
    lines.push('Every reference node is present and matches the reference (title, badges, nesting, order); no extra node.');
  } else {
    lines.push(`FAILED: ${report.problems.length} problem(s), ${report.total - report.present} reference node(s) missing.`);
  }
  return lines.join('\n');
}

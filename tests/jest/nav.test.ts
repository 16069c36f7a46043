/**
 * @jest-environment node
 *
 * The real sidebar against the reference tree of MUI X 8.0.0-alpha.6: every
 * node present must match it; missing product nodes are only reported.
 */
import {compareNav, formatNavReport} from '../../src/modules/navigation/navCheck';
import {normalizePathname, type NavNode} from '../../src/modules/navigation/nav';
import {loadReferenceNav, loadSidebarNav} from '../../scripts/lib/sidebarNav';

const reference = loadReferenceNav();
const report = compareNav(reference, loadSidebarNav());

it('has every reference node, and no wrong title, badge, nesting, order or extra node', () => {
  expect(report.problems).toEqual([]);
});

// Everything outside the four product sections is this site's own navigation.
const PRODUCT_GROUPS = ['/x/react-data-grid-group', '/x/react-date-pickers-group', '/x/react-charts-group', '/x/react-tree-view-group'];

function pathnames(nodes: NavNode[]): string[] {
  return nodes.flatMap((node) => [normalizePathname(node.pathname), ...pathnames(node.children ?? [])]);
}

it('has every non-product node of the reference', () => {
  const nonProduct = pathnames(reference.filter((node) => !PRODUCT_GROUPS.includes(node.pathname)));
  const missing = report.problems.filter((p) => p.kind === 'missing').map((p) => p.pathname);
  expect(nonProduct.filter((pathname) => missing.includes(pathname))).toEqual([]);
  expect(nonProduct).toHaveLength(27);
});

it('counts the whole reference', () => {
  expect(report.total).toBe(358);
  console.log(formatNavReport(report).split('\n')[0]);
});

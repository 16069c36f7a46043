import {compareNav, formatNavReport, navCheckExitCode} from './navCheck';
import type {NavNode} from './nav';

const reference: NavNode[] = [
  {pathname: 'https://mui.com/x/whats-new/', title: "What's new"},
  {
    pathname: '/x/grid-group',
    title: 'Data Grid',
    children: [
      {pathname: '/x/react-data-grid', title: 'Overview'},
      {
        pathname: '/x/react-data-grid/main-features',
        subheader: 'Main features',
        children: [
          {pathname: '/x/react-data-grid/sorting'},
          {pathname: '/x/react-data-grid/list-view', plan: 'pro', unstable: true},
        ],
      },
    ],
  },
];

const clone = (): NavNode[] => JSON.parse(JSON.stringify(reference));
const kinds = (actual: NavNode[]) => compareNav(reference, actual).problems.map((p) => `${p.kind} ${p.pathname}`);

it('accepts an identical tree (absolute and relative paths alike)', () => {
  const actual = clone();
  actual[0].pathname = '/x/whats-new';
  const report = compareNav(reference, actual);
  expect(report).toEqual({total: 6, present: 6, problems: []});
  expect(formatNavReport(report)).toContain('6 / 6');
  expect(navCheckExitCode(report)).toBe(0);
});

describe('a reference node missing from the sidebar', () => {
  it('fails the check (exit code 1), a whole missing group as well as one leaf', () => {
    const withoutGroup = compareNav(reference, clone().slice(0, 1));
    expect(withoutGroup.present).toBe(1);
    expect(withoutGroup.problems.map((p) => `${p.kind} ${p.pathname}`)).toEqual([
      'missing /x/grid-group',
      'missing /x/react-data-grid',
      'missing /x/react-data-grid/main-features',
      'missing /x/react-data-grid/sorting',
      'missing /x/react-data-grid/list-view',
    ]);
    expect(withoutGroup.problems).toHaveLength(5);
    expect(navCheckExitCode(withoutGroup)).toBe(1);

    const actual = clone();
    actual[1].children![1].children!.pop();
    const withoutLeaf = compareNav(reference, actual);
    expect(withoutLeaf.problems).toEqual([{kind: 'missing', pathname: '/x/react-data-grid/list-view', detail: '"List view" is not in the sidebar'}]);
    expect(navCheckExitCode(withoutLeaf)).toBe(1);
  });

  it('is reported as a failure, not as a pass', () => {
    const actual = clone();
    actual[1].children!.shift();
    const text = formatNavReport(compareNav(reference, actual));
    expect(text).toContain('Navigation: 5 / 6 reference nodes present');
    expect(text).toContain('missing (1):\n  /x/react-data-grid  "Overview" is not in the sidebar');
    expect(text).toMatch(/FAILED: 1 problem\(s\), 1 reference node\(s\) missing\.$/);
    expect(text).not.toContain('Every reference node is present');
  });
});

it('fails the check on any other problem too', () => {
  const actual = clone();
  actual.push({pathname: '/x/blog', title: 'Blog'});
  expect(navCheckExitCode(compareNav(reference, actual))).toBe(1);
  const retitled = clone();
  retitled[1].title = 'Grid';
  expect(navCheckExitCode(compareNav(reference, retitled))).toBe(1);
});

it('catches a wrong title', () => {
  const actual = clone();
  actual[1].children![0].title = 'Introduction';
  expect(kinds(actual)).toEqual(['title /x/react-data-grid']);
});

it('catches a wrong or missing badge', () => {
  const actual = clone();
  delete actual[1].children![1].children![1].unstable;
  actual[1].children![1].children![0].plan = 'premium';
  expect(kinds(actual)).toEqual(['flag /x/react-data-grid/sorting', 'flag /x/react-data-grid/list-view']);
});

it('catches a subheader turned into a group', () => {
  const actual = clone();
  const node = actual[1].children![1];
  delete node.subheader;
  node.title = 'Main features';
  expect(kinds(actual)).toContain('kind /x/react-data-grid/main-features');
});

it('catches wrong order among siblings', () => {
  const actual = clone();
  actual[1].children![1].children!.reverse();
  expect(kinds(actual)).toEqual(['order /x/react-data-grid/main-features']);
});

it('catches a node under the wrong parent', () => {
  const actual = clone();
  const sorting = actual[1].children![1].children!.shift()!;
  actual[1].children!.push(sorting);
  expect(kinds(actual)).toContain('parent /x/react-data-grid/sorting');
});

it('catches an extra node', () => {
  const actual = clone();
  actual.push({pathname: '/x/blog', title: 'Blog'});
  expect(kinds(actual)).toEqual(['extra /x/blog']);
  expect(compareNav(reference, actual).problems).toHaveLength(1);
});

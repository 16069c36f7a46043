import {blockingProblems, compareNav, formatNavReport} from './navCheck';
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
});

it('reports missing nodes without blocking', () => {
  const actual = clone().slice(0, 1);
  const report = compareNav(reference, actual);
  expect(report.present).toBe(1);
  expect(report.problems.every((p) => p.kind === 'missing')).toBe(true);
  expect(blockingProblems(report)).toEqual([]);
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
  expect(blockingProblems(compareNav(reference, actual))).toHaveLength(1);
});

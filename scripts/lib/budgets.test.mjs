/** @jest-environment node */
import {checkBudgets, parseBudgets} from './budgets.mjs';

const EDITING = '/x/react-data-grid/editing/';
const SORTING = '/x/react-data-grid/sorting/';
const INTRO = '/x/introduction/';

/** @returns {import('./budgets.mjs').BenchFigures} */
function figures() {
  return {
    pages: {[INTRO]: {jsGzipBytes: 200 * 1024}},
    heavyPages: {[EDITING]: {jsGzipBytes: 900 * 1024, longTaskMs: 120, cls: 0}},
    routeChanges: [{from: EDITING, to: SORTING, forwardMs: 560, backMs: 80, forwardLayoutShift: 0, backLayoutShift: 0.02}],
  };
}

/** @param {import('./budgets.mjs').BudgetCheck[]} checks */
const summary = (checks) => checks.map(({budget, subject, pass}) => `${budget} ${subject} ${pass ? 'PASS' : 'FAIL'}`);

it('passes a figure at or under its budget and fails one over it, for each direction of a move', () => {
  const checks = checkBudgets(figures(), {routeChangeMs: 100, routeChangeLayoutShift: 0});
  expect(summary(checks)).toEqual([
    `routeChangeMs ${EDITING} → ${SORTING} FAIL`,
    `routeChangeMs ${SORTING} → ${EDITING} (back) PASS`,
    `routeChangeLayoutShift ${EDITING} → ${SORTING} PASS`,
    `routeChangeLayoutShift ${SORTING} → ${EDITING} (back) FAIL`,
  ]);
  expect(checks[0]).toEqual({budget: 'routeChangeMs', subject: `${EDITING} → ${SORTING}`, value: 560, limit: 100, pass: false});
});

it('checks the heavy pages’ first-load long tasks and CLS, one budget after the other', () => {
  const measured = figures();
  measured.heavyPages[SORTING] = {jsGzipBytes: 1, longTaskMs: 90, cls: 0.1};
  expect(summary(checkBudgets(measured, {heavyPageLongTaskMs: 100, cls: 0}))).toEqual([
    `heavyPageLongTaskMs ${EDITING} FAIL`,
    `heavyPageLongTaskMs ${SORTING} PASS`,
    `cls ${EDITING} PASS`,
    `cls ${SORTING} FAIL`,
  ]);
});

it('checks nothing for a budget that is not set', () => {
  expect(checkBudgets(figures(), {})).toEqual([]);
});

it('fails a budgeted figure the bench did not measure', () => {
  const measured = figures();
  measured.heavyPages[EDITING].cls = null;
  const checks = checkBudgets(measured, {cls: 0, textPageFirstLoadJsKB: 220, textPages: [INTRO, '/x/not-benched/']});
  expect(checks).toEqual([
    {budget: 'cls', subject: EDITING, value: null, limit: 0, pass: false},
    {budget: 'textPageFirstLoadJsKB', subject: INTRO, value: 200, limit: 220, pass: true},
    {budget: 'textPageFirstLoadJsKB', subject: '/x/not-benched/', value: null, limit: 220, pass: false},
  ]);
});

it('checks the per-demo-page byte budgets that have a number, from either page list, and skips the rest', () => {
  const checks = checkBudgets(figures(), {firstLoadJsKB: {[EDITING]: 850, [INTRO]: 250, [SORTING]: null}});
  expect(checks).toEqual([
    {budget: 'firstLoadJsKB', subject: EDITING, value: 900, limit: 850, pass: false},
    {budget: 'firstLoadJsKB', subject: INTRO, value: 200, limit: 250, pass: true},
  ]);
});

it('leaves out the page budgets of pages filtered out with --only', () => {
  const checks = checkBudgets(figures(), {textPageFirstLoadJsKB: 220, textPages: [INTRO], firstLoadJsKB: {[EDITING]: 850}}, {
    isSelected: (path) => path.includes('data-grid'),
  });
  expect(summary(checks)).toEqual([`firstLoadJsKB ${EDITING} FAIL`]);
});

it('checks each first search against the three search budgets, bytes in KB', () => {
  const measured = figures();
  measured.searches = {
    [`${INTRO} "row grouping"`]: {firstResultsMs: 120, gzipBytes: 80 * 1024, longestTaskMs: 0},
    [`${INTRO} "许可证"`]: {firstResultsMs: 420, gzipBytes: 310 * 1024, longestTaskMs: 64},
  };
  const checks = checkBudgets(measured, {searchFirstResultsMs: 300, searchFirstQueryKB: 300, searchLongestTaskMs: 50});
  expect(summary(checks)).toEqual([
    `searchFirstResultsMs ${INTRO} "row grouping" PASS`,
    `searchFirstResultsMs ${INTRO} "许可证" FAIL`,
    `searchFirstQueryKB ${INTRO} "row grouping" PASS`,
    `searchFirstQueryKB ${INTRO} "许可证" FAIL`,
    `searchLongestTaskMs ${INTRO} "row grouping" PASS`,
    `searchLongestTaskMs ${INTRO} "许可证" FAIL`,
  ]);
  expect(checks[2]).toEqual({budget: 'searchFirstQueryKB', subject: `${INTRO} "row grouping"`, value: 80, limit: 300, pass: true});
});

describe('parseBudgets', () => {
  it('accepts the documented shape', () => {
    const budgets = {comment: 'why', routeChangeMs: 100, cls: 0, textPages: [INTRO], textPageFirstLoadJsKB: 220, firstLoadJsKB: {[EDITING]: null}};
    expect(parseBudgets(budgets)).toEqual(budgets);
  });

  it.each([
    [{routeChangeMS: 100}, 'unknown key "routeChangeMS"'],
    [{cls: '0'}, '"cls" must be a number'],
    [{heavyPageLongTaskMs: -1}, '"heavyPageLongTaskMs" must be a number'],
    [{textPages: '/x/introduction/'}, '"textPages" must be a list'],
    [{firstLoadJsKB: {[EDITING]: 'big'}}, `"firstLoadJsKB" of ${EDITING}`],
    [[], 'expected an object'],
  ])('rejects %j', (raw, message) => {
    expect(() => parseBudgets(raw)).toThrow(message);
  });
});

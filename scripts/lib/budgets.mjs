// Compares the figures of `npm run bench` with bench/budgets.json. Pure: the
// bench measures, this decides PASS or FAIL, so the rules are unit tested.

/**
 * @typedef {object} Budgets
 * @property {number} [routeChangeMs] median sidebar-click route change, each direction of each move
 * @property {number} [routeChangeLayoutShift] median layout shift in the 3 s after the new page painted
 * @property {number} [heavyPageLongTaskMs] median long-task time in a heavy page's first 5 s
 * @property {number} [cls] median CLS of a heavy page's first 5 s
 * @property {number} [textPageFirstLoadJsKB] JS (gzip KB) on first load of each of `textPages`
 * @property {string[]} [textPages]
 * @property {Record<string, number | null>} [firstLoadJsKB] per demo page; null = not set yet
 * @property {number} [searchFirstResultsMs] median time from the last keystroke of a first query to its results
 * @property {number} [searchFirstQueryKB] gzip KB fetched from focusing the search box to a first query's results
 * @property {number} [searchLongestTaskMs] the longest main-thread task while typing a first query (long tasks are over 50 ms)
 */

/**
 * @typedef {object} BenchFigures what the checks read from bench/results.json
 * @property {Record<string, {jsGzipBytes: number | null}>} pages
 * @property {Record<string, {jsGzipBytes: number | null, longTaskMs: number | null, cls: number | null}>} heavyPages
 * @property {{from: string, to: string, forwardMs: number | null, backMs: number | null,
 *   forwardLayoutShift: number | null, backLayoutShift: number | null}[]} routeChanges
 * @property {Record<string, {firstResultsMs: number | null, gzipBytes: number | null, longestTaskMs: number | null}>} [searches]
 */

/**
 * @typedef {object} BudgetCheck
 * @property {keyof Budgets} budget the key in bench/budgets.json
 * @property {string} subject the page or move
 * @property {number | null} value null when the bench has no figure (counts as a failure)
 * @property {number} limit
 * @property {boolean} pass
 */

const NUMBER_KEYS = /** @type {const} */ (['routeChangeMs', 'routeChangeLayoutShift', 'heavyPageLongTaskMs', 'cls', 'textPageFirstLoadJsKB', 'searchFirstResultsMs', 'searchFirstQueryKB', 'searchLongestTaskMs']);
const KNOWN_KEYS = new Set([...NUMBER_KEYS, 'textPages', 'firstLoadJsKB', 'comment']);

/** @param {unknown} value */
const isLimit = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Validates bench/budgets.json, so a misspelt key fails loudly instead of
 * silently checking nothing.
 * @param {unknown} raw
 * @returns {Budgets}
 */
export function parseBudgets(raw) {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('budgets: expected an object');
  const record = /** @type {Record<string, unknown>} */ (raw);
  for (const key of Object.keys(record)) {
    if (!KNOWN_KEYS.has(key)) throw new Error(`budgets: unknown key "${key}"`);
  }
  for (const key of NUMBER_KEYS) {
    if (key in record && !isLimit(record[key])) throw new Error(`budgets: "${key}" must be a number ≥ 0`);
  }
  const {textPages, firstLoadJsKB} = record;
  if (textPages !== undefined && !(Array.isArray(textPages) && textPages.every((path) => typeof path === 'string'))) {
    throw new Error('budgets: "textPages" must be a list of paths');
  }
  if (firstLoadJsKB !== undefined) {
    if (!firstLoadJsKB || typeof firstLoadJsKB !== 'object' || Array.isArray(firstLoadJsKB)) {
      throw new Error('budgets: "firstLoadJsKB" must map page paths to a number or null');
    }
    for (const [path, limit] of Object.entries(firstLoadJsKB)) {
      if (limit !== null && !isLimit(limit)) throw new Error(`budgets: "firstLoadJsKB" of ${path} must be a number ≥ 0 or null`);
    }
  }
  return /** @type {Budgets} */ (record);
}

/**
 * One check per budgeted figure. A figure the bench should have measured but
 * has not (a failed load, a page missing from bench/pages.json) fails.
 * @param {BenchFigures} figures
 * @param {Budgets} budgets
 * @param {{isSelected?: (path: string) => boolean}} [options] pages left out by
 *   `--only` are not checked by the per-page byte budgets
 * @returns {BudgetCheck[]}
 */
export function checkBudgets(figures, budgets, {isSelected = () => true} = {}) {
  /** @type {BudgetCheck[]} */
  const checks = [];
  /**
   * @param {keyof Budgets} budget
   * @param {string} subject
   * @param {number | null | undefined} value
   * @param {number | null | undefined} limit
   */
  const check = (budget, subject, value, limit) => {
    if (typeof limit !== 'number') return;
    const measured = typeof value === 'number' && Number.isFinite(value) ? value : null;
    checks.push({budget, subject, value: measured, limit, pass: measured !== null && measured <= limit});
  };

  // Grouped by budget, so the printed list reads one budget at a time.
  for (const [budget, forwardKey, backKey] of /** @type {const} */ ([
    ['routeChangeMs', 'forwardMs', 'backMs'],
    ['routeChangeLayoutShift', 'forwardLayoutShift', 'backLayoutShift'],
  ])) {
    for (const move of figures.routeChanges) {
      check(budget, `${move.from} → ${move.to}`, move[forwardKey], budgets[budget]);
      check(budget, `${move.to} → ${move.from} (back)`, move[backKey], budgets[budget]);
    }
  }
  for (const budget of /** @type {const} */ (['heavyPageLongTaskMs', 'cls'])) {
    for (const [path, page] of Object.entries(figures.heavyPages)) {
      check(budget, path, budget === 'cls' ? page.cls : page.longTaskMs, budgets[budget]);
    }
  }

  /** @param {string} path */
  const firstLoadJsKB = (path) => {
    const bytes = figures.pages[path]?.jsGzipBytes ?? figures.heavyPages[path]?.jsGzipBytes;
    return typeof bytes === 'number' ? bytes / 1024 : null;
  };
  for (const path of budgets.textPages ?? []) {
    if (isSelected(path)) check('textPageFirstLoadJsKB', path, firstLoadJsKB(path), budgets.textPageFirstLoadJsKB);
  }
  for (const [path, limit] of Object.entries(budgets.firstLoadJsKB ?? {})) {
    if (isSelected(path)) check('firstLoadJsKB', path, firstLoadJsKB(path), limit);
  }
  const searches = Object.entries(figures.searches ?? {});
  for (const [subject, search] of searches) check('searchFirstResultsMs', subject, search.firstResultsMs, budgets.searchFirstResultsMs);
  for (const [subject, search] of searches) {
    check('searchFirstQueryKB', subject, typeof search.gzipBytes === 'number' ? search.gzipBytes / 1024 : null, budgets.searchFirstQueryKB);
  }
  for (const [subject, search] of searches) check('searchLongestTaskMs', subject, search.longestTaskMs, budgets.searchLongestTaskMs);
  return checks;
}

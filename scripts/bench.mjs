// `npm run bench`: builds the site (timed), then drives Chromium against the
// served build and measures what bench/pages.json lists:
// - `pages`: first load (gzip JS and CSS, requests, LCP, long tasks, TBT);
// - `heavyPages`: the same bytes, plus long-task time and CLS in the first 5 s;
// - `routeChanges`: sidebar clicks between two pages, both ways: time from the
//   click to the first frame showing the new title, long tasks in the 3 s after
//   the click and layout shift in the 3 s after that frame;
// - `searches`: a first query typed into the navbar box of a page where search
//   was never used, on a link throttled to 10 Mbit/s and 40 ms: time from the
//   last keystroke to its results, gzip bytes fetched from the focus to the
//   results, and the longest main-thread task while typing.
// Every figure with a budget in bench/budgets.json is printed beside it; the
// exit code is 1 when one fails (after writing bench/results.json).
// Options: --no-build (reuse build/), --runs N (median of N loads per page,
// default 3), --only <text> (just the pages, and the moves touching a page,
// whose path contains <text>).
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {availableParallelism, loadavg} from 'node:os';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, OFF_MACHINE_URL, requireChromium} from './chromium.mjs';
import {checkBudgets, parseBudgets} from './lib/budgets.mjs';
import {layoutShiftWithin, longTaskMsWithin, median} from './lib/perfWindows.mjs';
import {startBuildServer} from './server.mjs';

/** @typedef {import('./lib/perfWindows.mjs').LongTaskEntry} LongTaskEntry */
/** @typedef {import('./lib/perfWindows.mjs').LayoutShiftEntry} LayoutShiftEntry */
/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */

const VIEWPORT = {width: 1280, height: 900};
/** Window after navigation start in which heavy pages' long tasks and CLS count. */
const FIRST_LOAD_WINDOW_MS = 5000;
/** Window after the click (long tasks) and after the new title's frame (layout shift). */
const ROUTE_CHANGE_WINDOW_MS = 3000;
const ROUND_TRIPS = 5;
/** Docusaurus preloads a route on hover; a reader's pointer dwells about this long. */
const HOVER_DWELL_MS = 300;

const args = process.argv.slice(2);
/** @param {string} name */
const optionValue = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
// `npm run bench --no-build` (without `--`) reaches us as npm config, not an argument.
const skipBuild = args.includes('--no-build') || ['', 'false'].includes(process.env.npm_config_build ?? 'unset');
const runs = Number(optionValue('--runs') ?? 3);
const only = optionValue('--only');
if (!Number.isInteger(runs) || runs < 1) {
  console.error('bench: --runs takes a whole number ≥ 1');
  process.exit(2);
}
if (args.includes('--only') && !only) {
  console.error('bench: --only takes a piece of a page path, e.g. --only data-grid');
  process.exit(2);
}

/** @param {string} file */
const readBenchJson = (file) => JSON.parse(readFileSync(new URL(`../bench/${file}`, import.meta.url), 'utf8'));
/** @type {{pages: string[], heavyPages?: string[], routeChanges?: [string, string][], searches?: {page: string, query: string}[]}} */
const config = readBenchJson('pages.json');
const budgets = parseBudgets(readBenchJson('budgets.json'));
/** @param {string} path */
const isSelected = (path) => !only || path.includes(only);
const pages = config.pages.filter(isSelected);
const heavyPages = (config.heavyPages ?? []).filter(isSelected);
const routeChanges = (config.routeChanges ?? []).filter(([from, to]) => isSelected(from) || isSelected(to));
/** @type {{page: string, query: string}[]} */
const searches = (config.searches ?? []).filter(({page}) => isSelected(page));

let buildSeconds = null;
if (!skipBuild) {
  // A cold build: the persistent bundler cache would otherwise hide the real cost.
  spawnSync('npx', ['docusaurus', 'clear'], {stdio: 'ignore'});
  const started = performance.now();
  const build = spawnSync('npx', ['docusaurus', 'build'], {stdio: ['ignore', 'ignore', 'inherit']});
  if (build.status !== 0) {
    console.error('bench: the build failed');
    process.exit(1);
  }
  buildSeconds = Math.round((performance.now() - started) / 100) / 10;
}

// Runs before the page's own scripts: records LCP, long tasks and layout
// shifts from the first moment, and arms the route-change timer on demand.
const observeScript = () => {
  /** @type {{lcp: number, longTasks: LongTaskEntry[], layoutShifts: LayoutShiftEntry[], [key: string]: any}} */
  const bench = {lcp: 0, longTasks: [], layoutShifts: []};
  /** @type {any} */ (window).__bench = bench;
  /** @param {PerformanceEntryList} entries */
  const recordLcp = (entries) => {
    for (const entry of entries) bench.lcp = entry.startTime;
  };
  /** @param {PerformanceEntryList} entries */
  const recordLongTasks = (entries) => {
    for (const entry of entries) bench.longTasks.push({start: entry.startTime, duration: entry.duration});
  };
  /** @param {PerformanceEntryList} entries */
  const recordLayoutShifts = (entries) => {
    for (const entry of /** @type {any[]} */ (entries)) {
      bench.layoutShifts.push({start: entry.startTime, value: entry.value, hadRecentInput: entry.hadRecentInput});
    }
  };
  /** @type {[PerformanceObserver, (entries: PerformanceEntryList) => void][]} */
  const observers = [];
  for (const [type, record] of /** @type {const} */ ([
    ['largest-contentful-paint', recordLcp],
    ['longtask', recordLongTasks],
    ['layout-shift', recordLayoutShifts],
  ])) {
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({type, buffered: true});
    observers.push([observer, record]);
  }
  // Entries are delivered to observers a little later; take the queued ones too.
  bench.flush = () => {
    for (const [observer, record] of observers) record(observer.takeRecords());
    return {lcp: bench.lcp, longTasks: bench.longTasks, layoutShifts: bench.layoutShifts};
  };
  // Records each change of the box's text and each moment its list shows
  // results. Input events, not keydowns: a Chinese character is entered
  // without a key of its own.
  bench.watchSearch = () => {
    const search = {keys: /** @type {number[]} */ ([]), results: /** @type {number[]} */ ([])};
    bench.search = search;
    document.addEventListener('input', (event) => search.keys.push(event.timeStamp), {capture: true});
    new MutationObserver(() => {
      if (document.querySelector('.navbar [role="option"]')) search.results.push(performance.now());
    }).observe(document.body, {childList: true, subtree: true});
  };
  // Resolves with the next click's timestamp and the end of the first frame
  // that shows a different `article h1` (the frame after the mutation, then
  // a task after it, so its paint is done), or null after 15 s.
  bench.expectRouteChange = () => {
    const oldTitle = document.querySelector('article h1')?.textContent;
    bench.routeChange = new Promise((resolve) => {
      let clickAt = 0;
      document.addEventListener(
        'click',
        (event) => {
          clickAt = event.timeStamp;
        },
        {capture: true, once: true},
      );
      const observer = new MutationObserver(() => {
        const title = document.querySelector('article h1');
        if (!clickAt || !title || title.textContent === oldTitle) return;
        observer.disconnect();
        clearTimeout(timeout);
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve({clickAt, paintedAt: performance.now()});
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.body, {childList: true, subtree: true, characterData: true});
      const timeout = setTimeout(() => {
        observer.disconnect();
        resolve(null);
      }, 15_000);
    });
  };
};

/**
 * A fresh context (empty cache) with off-machine requests aborted.
 * @param {Browser} browser
 */
async function newBenchPage(browser) {
  const context = await browser.newContext({viewport: VIEWPORT});
  await context.route(OFF_MACHINE_URL, (route) => route.abort());
  const page = await context.newPage();
  await page.addInitScript(observeScript);
  return {context, page};
}

/**
 * @param {Page} page
 * @returns {Promise<{lcp: number, longTasks: LongTaskEntry[], layoutShifts: LayoutShiftEntry[]}>}
 */
const flushEntries = (page) => page.evaluate(() => /** @type {any} */ (window).__bench.flush());

/**
 * Waits until the page's clock (ms since its navigation start) reaches `time`.
 * @param {Page} page
 * @param {number} time
 */
const waitUntilPageTime = (page, time) =>
  page.evaluate((until) => new Promise((resolve) => setTimeout(resolve, Math.max(0, until - performance.now()))), time);

/**
 * One cold load. Bytes and requests count what is fetched until the network
 * is idle after hydration (plus 0.5 s); with `windowMs`, the page then stays
 * open until that time after navigation start.
 * @param {Browser} browser
 * @param {string} url
 * @param {{windowMs?: number}} [options]
 */
async function measureLoad(browser, url, {windowMs} = {}) {
  const {context, page} = await newBenchPage(browser);
  try {
    /** @type {Promise<{type: 'script' | 'stylesheet' | 'other', gzipBytes: number}>[]} */
    const responses = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') {
        responses.push(Promise.resolve({type: 'other', gzipBytes: 0}));
        return;
      }
      responses.push(
        response.body().then(
          (body) => ({type, gzipBytes: gzipSync(body, {level: 9}).length}),
          () => ({type, gzipBytes: 0}),
        ),
      );
    });
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForTimeout(500);
    const firstLoad = await Promise.all([...responses]);
    const sumBytes = (/** @type {string} */ type) => firstLoad.reduce((sum, r) => sum + (r.type === type ? r.gzipBytes : 0), 0);
    if (windowMs) await waitUntilPageTime(page, windowMs);
    const entries = await flushEntries(page);
    return {jsGzip: sumBytes('script'), cssGzip: sumBytes('stylesheet'), requests: firstLoad.length, ...entries};
  } finally {
    await context.close();
  }
}

/**
 * Hovers the sidebar link to `target`, dwells, clicks it, and measures the
 * route change. Returns once both measurement windows have closed, so the
 * next hover's preloading never falls inside them.
 * @param {Page} page
 * @param {string} target
 */
async function timeSidebarClick(page, target) {
  const link = page.locator(`nav.menu a[href="${target}"]`).first();
  if (!(await link.isVisible())) {
    throw new Error(`no visible sidebar link to ${target} on ${new URL(page.url()).pathname}`);
  }
  await page.evaluate(() => /** @type {any} */ (window).__bench.expectRouteChange());
  await link.hover();
  await page.waitForTimeout(HOVER_DWELL_MS);
  await link.click();
  /** @type {{clickAt: number, paintedAt: number} | null} */
  const marks = await page.evaluate(() => /** @type {any} */ (window).__bench.routeChange);
  if (!marks) throw new Error(`clicking the sidebar link to ${target} did not change the page title within 15 s`);
  const {clickAt, paintedAt} = marks;
  await waitUntilPageTime(page, paintedAt + ROUTE_CHANGE_WINDOW_MS);
  const {longTasks, layoutShifts} = await flushEntries(page);
  return {
    ms: paintedAt - clickAt,
    longTaskMs: longTaskMsWithin(longTasks, clickAt, clickAt + ROUTE_CHANGE_WINDOW_MS),
    layoutShift: layoutShiftWithin(layoutShifts, paintedAt, paintedAt + ROUTE_CHANGE_WINDOW_MS, {includeRecentInput: true}),
  };
}

/**
 * Opens `from` cold, then makes ROUND_TRIPS sidebar round trips to `to`.
 * @param {Browser} browser
 * @param {string} origin
 * @param {string} from
 * @param {string} to
 */
async function measureRouteChange(browser, origin, from, to) {
  const {context, page} = await newBenchPage(browser);
  try {
    await page.goto(`${origin}${from}`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForTimeout(1500);
    const forward = [];
    const back = [];
    for (let i = 0; i < ROUND_TRIPS; i += 1) {
      forward.push(await timeSidebarClick(page, to));
      back.push(await timeSidebarClick(page, from));
    }
    return {forward, back};
  } finally {
    await context.close();
  }
}

/** A link as DevTools' "fast 4G" and the issue's budget define it: 10 Mbit/s down and up, 40 ms latency. */
const SEARCH_NETWORK = {offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8};
/** A steady typist: 100 ms between keys. */
const KEY_DELAY_MS = 100;

/**
 * A first search on a page where search was never used: focus the box, type
 * `query`, wait for its results.
 * @param {Browser} browser
 * @param {string} url
 * @param {string} query
 */
async function measureSearch(browser, url, query) {
  const {context, page} = await newBenchPage(browser);
  try {
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForTimeout(500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SEARCH_NETWORK);
    await page.evaluate(() => /** @type {any} */ (window).__bench.watchSearch());
    /** @type {Promise<number>[]} */
    const fetched = [];
    // Requests of the search worker come through the page too.
    page.on('response', (response) => fetched.push(response.body().then((body) => gzipSync(body, {level: 9}).length, () => 0)));
    const box = page.locator('.navbar .navbar__search-input').first();
    await box.click();
    await page.waitForTimeout(300);
    await box.pressSequentially(query, {delay: KEY_DELAY_MS});
    const timing = await page.waitForFunction(
      () => {
        const {keys, results} = /** @type {any} */ (window).__bench.search;
        const lastKey = keys[keys.length - 1];
        const shown = results.find((/** @type {number} */ at) => at > lastKey);
        return shown === undefined ? null : {firstKey: keys[0], lastKey, shown};
      },
      undefined,
      {timeout: 20_000, polling: 50},
    );
    const {firstKey, lastKey, shown} = /** @type {{firstKey: number, lastKey: number, shown: number}} */ (await timing.jsonValue());
    const bytes = (await Promise.all(fetched)).reduce((sum, size) => sum + size, 0);
    const {longTasks} = await flushEntries(page);
    const whileTyping = longTasks.filter((task) => task.start + task.duration > firstKey && task.start < shown);
    return {firstResultsMs: shown - lastKey, gzipBytes: bytes, longestTaskMs: Math.max(0, ...whileTyping.map((task) => task.duration))};
  } finally {
    await context.close();
  }
}

/** @param {number[]} values */
const medianMs = (values) => roundTo(median(values), 0);
/** @param {number[]} values */
const medianShift = (values) => roundTo(median(values), 4);
/**
 * @param {number | null} value
 * @param {number} decimals
 */
const roundTo = (value, decimals) => (value === null ? null : Number(value.toFixed(decimals)));
/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

// Timings are only comparable on an otherwise idle machine: record how busy it
// was (the 1-minute load average, which includes the bench's own ~1).
const cores = availableParallelism();
const loadSamples = [loadavg()[0]];
const loadSampler = setInterval(() => loadSamples.push(loadavg()[0]), 5000).unref();
if (loadSamples[0] > cores / 2) {
  console.warn(`bench: the machine is busy (load ${loadSamples[0].toFixed(1)} on ${cores} cores); timings will be slower than usual`);
}
const started = performance.now();
const server = await startBuildServer(4175);
const browser = await chromium.launch({executablePath: requireChromium(), args: CHROMIUM_ARGS});
/** @type {Record<string, any>} */
const pageResults = {};
/** @type {Record<string, any>} */
const heavyPageResults = {};
/** @type {any[]} */
const routeChangeResults = [];
/** @type {Record<string, any>} */
const searchResults = {};
try {
  for (const path of pages) {
    try {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await measureLoad(browser, `${server.origin}${path}`));
      const longTaskMs = samples.map((s) => s.longTasks.reduce((sum, task) => sum + task.duration, 0));
      const blockingMs = samples.map((s) => s.longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0));
      pageResults[path] = {
        jsGzipBytes: samples[0].jsGzip,
        cssGzipBytes: samples[0].cssGzip,
        requests: samples[0].requests,
        lcpMs: medianMs(samples.map((s) => s.lcp)),
        longTaskMs: medianMs(longTaskMs),
        totalBlockingMs: medianMs(blockingMs),
      };
    } catch (error) {
      if (!browser.isConnected()) throw error; // interrupted: nothing more can be measured
      pageResults[path] = {jsGzipBytes: null, error: messageOf(error)};
    }
  }

  for (const path of heavyPages) {
    try {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        samples.push(await measureLoad(browser, `${server.origin}${path}`, {windowMs: FIRST_LOAD_WINDOW_MS}));
      }
      heavyPageResults[path] = {
        jsGzipBytes: samples[0].jsGzip,
        cssGzipBytes: samples[0].cssGzip,
        requests: samples[0].requests,
        lcpMs: medianMs(samples.map((s) => s.lcp)),
        longTaskMs: medianMs(samples.map((s) => longTaskMsWithin(s.longTasks, 0, FIRST_LOAD_WINDOW_MS))),
        // No input happens during the load, so this is the standard CLS of the window.
        cls: medianShift(samples.map((s) => layoutShiftWithin(s.layoutShifts, 0, FIRST_LOAD_WINDOW_MS, {includeRecentInput: false}))),
      };
    } catch (error) {
      if (!browser.isConnected()) throw error; // interrupted: nothing more can be measured
      heavyPageResults[path] = {jsGzipBytes: null, longTaskMs: null, cls: null, error: messageOf(error)};
    }
  }

  for (const [from, to] of routeChanges) {
    try {
      const {forward, back} = await measureRouteChange(browser, server.origin, from, to);
      routeChangeResults.push({
        from,
        to,
        forwardMs: medianMs(forward.map((s) => s.ms)),
        backMs: medianMs(back.map((s) => s.ms)),
        firstClickMs: Math.round(forward[0].ms),
        forwardLongTaskMs: medianMs(forward.map((s) => s.longTaskMs)),
        backLongTaskMs: medianMs(back.map((s) => s.longTaskMs)),
        forwardLayoutShift: medianShift(forward.map((s) => s.layoutShift)),
        backLayoutShift: medianShift(back.map((s) => s.layoutShift)),
        samples: {
          forwardMs: forward.map((s) => Math.round(s.ms)),
          backMs: back.map((s) => Math.round(s.ms)),
          forwardLongTaskMs: forward.map((s) => Math.round(s.longTaskMs)),
          backLongTaskMs: back.map((s) => Math.round(s.longTaskMs)),
          forwardLayoutShift: forward.map((s) => roundTo(s.layoutShift, 4)),
          backLayoutShift: back.map((s) => roundTo(s.layoutShift, 4)),
        },
      });
    } catch (error) {
      if (!browser.isConnected()) throw error; // interrupted: nothing more can be measured
      routeChangeResults.push({from, to, forwardMs: null, backMs: null, forwardLayoutShift: null, backLayoutShift: null, error: messageOf(error)});
    }
  }

  for (const {page: path, query} of searches) {
    const subject = `${path} "${query}"`;
    try {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await measureSearch(browser, `${server.origin}${path}`, query));
      searchResults[subject] = {
        firstResultsMs: medianMs(samples.map((s) => s.firstResultsMs)),
        gzipBytes: Math.max(...samples.map((s) => s.gzipBytes)),
        longestTaskMs: medianMs(samples.map((s) => s.longestTaskMs)),
        samples: {firstResultsMs: samples.map((s) => Math.round(s.firstResultsMs)), longestTaskMs: samples.map((s) => Math.round(s.longestTaskMs))},
      };
    } catch (error) {
      if (!browser.isConnected()) throw error; // interrupted: nothing more can be measured
      searchResults[subject] = {firstResultsMs: null, gzipBytes: null, longestTaskMs: null, error: messageOf(error)};
    }
  }
} finally {
  await browser.close();
  server.stop();
}
const benchSeconds = Math.round((performance.now() - started) / 1000);
clearInterval(loadSampler);
const machine = {cores, loadAtStart: roundTo(loadSamples[0], 1), loadMax: roundTo(Math.max(...loadSamples), 1)};

const checks = checkBudgets({pages: pageResults, heavyPages: heavyPageResults, routeChanges: routeChangeResults, searches: searchResults}, budgets, {isSelected});
const failures = checks.filter((check) => !check.pass);
const report = {
  date: new Date().toISOString(),
  buildSeconds,
  benchSeconds,
  machine,
  only: only ?? null,
  runsPerPage: runs,
  roundTripsPerMove: ROUND_TRIPS,
  pages: pageResults,
  heavyPages: heavyPageResults,
  routeChanges: routeChangeResults,
  searches: searchResults,
  budgets: {passed: failures.length === 0, checks},
};
writeFileSync(new URL('../bench/results.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`);

/**
 * Prints a plain-text table: the first `textColumns` columns left-aligned, the
 * figures right-aligned.
 * @param {string} title
 * @param {string[]} headers
 * @param {(string | number | null | undefined)[][]} rows
 * @param {number} [textColumns]
 */
function printTable(title, headers, rows, textColumns = 1) {
  const cells = [headers, ...rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '–' : String(cell))))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (/** @type {string[]} */ row) =>
    row.map((cell, column) => (column < textColumns ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

/** @param {number | null | undefined} bytes */
const kb = (bytes) => (typeof bytes === 'number' ? (bytes / 1024).toFixed(1) : null);
/** @param {number | null | undefined} value */
const shift = (value) => (typeof value === 'number' ? value.toFixed(4) : null);

if (buildSeconds !== null) console.log(`Build (cold, all locales): ${buildSeconds} s`);
const errors = [...Object.entries({...pageResults, ...heavyPageResults, ...searchResults}), ...routeChangeResults.map((r) => [`${r.from} → ${r.to}`, r])]
  .filter(([, result]) => result.error)
  .map(([subject, result]) => `${subject}: ${result.error}`);
for (const error of errors) console.error(`bench: ${error}`);

if (pages.length > 0) {
  printTable(
    `First load (median of ${runs}; bytes and requests until the network is idle)`,
    ['Page', 'JS gzip KB', 'CSS gzip KB', 'Requests', 'LCP ms', 'Long tasks ms', 'TBT ms'],
    Object.entries(pageResults).map(([path, r]) => [path, kb(r.jsGzipBytes), kb(r.cssGzipBytes), r.requests, r.lcpMs, r.longTaskMs, r.totalBlockingMs]),
  );
}
if (heavyPages.length > 0) {
  printTable(
    `Heavy pages, first load (median of ${runs}; long tasks and CLS over the first ${FIRST_LOAD_WINDOW_MS / 1000} s)`,
    ['Page', 'JS gzip KB', 'CSS gzip KB', 'Requests', 'LCP ms', 'Long tasks ms', 'CLS'],
    Object.entries(heavyPageResults).map(([path, r]) => [path, kb(r.jsGzipBytes), kb(r.cssGzipBytes), r.requests, r.lcpMs, r.longTaskMs, shift(r.cls)]),
  );
}
if (routeChanges.length > 0) {
  printTable(
    `Route changes by sidebar click (median of ${ROUND_TRIPS} round trips; long tasks over ${ROUTE_CHANGE_WINDOW_MS / 1000} s from the click, layout shift over ${ROUTE_CHANGE_WINDOW_MS / 1000} s from the new title's frame)`,
    ['Move', 'Click to title ms', 'Samples ms', 'Long tasks ms', 'Layout shift'],
    routeChangeResults.flatMap((r) => [
      [`${r.from} → ${r.to}`, r.forwardMs, r.samples?.forwardMs.join(' ') ?? null, r.forwardLongTaskMs ?? null, shift(r.forwardLayoutShift)],
      [`  back`, r.backMs, r.samples?.backMs.join(' ') ?? null, r.backLongTaskMs ?? null, shift(r.backLayoutShift)],
    ]),
  );
}
if (searches.length > 0) {
  printTable(
    `First search (median of ${runs}; 10 Mbit/s, 40 ms; typed at ${KEY_DELAY_MS} ms a key)`,
    ['Page and query', 'Last key to results ms', 'Samples ms', 'Fetched gzip KB', 'Longest task typing ms'],
    Object.entries(searchResults).map(([subject, r]) => [subject, r.firstResultsMs, r.samples?.firstResultsMs.join(' ') ?? null, kb(r.gzipBytes), r.longestTaskMs]),
  );
}
/** @param {import('./lib/budgets.mjs').BudgetCheck} check */
const formatFigure = ({budget, value}) => {
  if (value === null) return 'not measured';
  if (budget === 'cls' || budget === 'routeChangeLayoutShift') return value.toFixed(4);
  if (budget === 'textPageFirstLoadJsKB' || budget === 'firstLoadJsKB' || budget === 'searchFirstQueryKB') return value.toFixed(1);
  return String(value);
};
if (checks.length > 0) {
  printTable(
    'Budgets (bench/budgets.json)',
    ['Budget', 'Page or move', 'Figure', 'Budget ≤', 'Result'],
    checks.map((check) => [check.budget, check.subject, formatFigure(check), check.limit, check.pass ? 'PASS' : 'FAIL']),
    2,
  );
}
console.log(`\nBudgets: ${checks.length - failures.length} pass, ${failures.length} fail. Bench time ${benchSeconds} s. Written to bench/results.json`);
if (machine.loadMax !== null && machine.loadMax > cores + 1) {
  console.warn(`bench: other work ran meanwhile (load up to ${machine.loadMax} on ${cores} cores, from ${machine.loadAtStart}); compare the timings with care`);
}
if (failures.length > 0 || errors.length > 0) process.exitCode = 1;

// `npm run bench`: builds the site (timed), then loads representative pages in
// Chromium against the served build and records, per page, the gzip size of
// the JS and CSS fetched on first load, the request count, LCP and long-task
// time. Writes bench/results.json and prints a table. No thresholds here.
// Options: --no-build (reuse build/), --runs N (median of N loads, default 3).
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, OFF_MACHINE_URL, requireChromium} from './chromium.mjs';
import {startBuildServer} from './server.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;
const {pages} = JSON.parse(readFileSync(new URL('../bench/pages.json', import.meta.url), 'utf8'));

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

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

// Collects LCP and long tasks from the first moment of the page's life.
const observeScript = () => {
  /** @type {any} */ (window).__bench = {lcp: 0, longTasks: []};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) /** @type {any} */ (window).__bench.lcp = entry.startTime;
  }).observe({type: 'largest-contentful-paint', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) /** @type {any} */ (window).__bench.longTasks.push(entry.duration);
  }).observe({type: 'longtask', buffered: true});
};

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function measure(browser, url) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  await context.route(OFF_MACHINE_URL, (route) => route.abort());
  const page = await context.newPage();
  await page.addInitScript(observeScript);
  /** @type {Promise<void>[]} */
  const pending = [];
  const totals = {jsGzip: 0, cssGzip: 0, requests: 0};
  page.on('response', (response) => {
    totals.requests += 1;
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => {
          const gzipped = gzipSync(body, {level: 9}).length;
          if (type === 'script') totals.jsGzip += gzipped;
          else totals.cssGzip += gzipped;
        },
        () => {},
      ),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForTimeout(500);
  await Promise.all(pending);
  const {lcp, longTasks} = await page.evaluate(() => /** @type {any} */ (window).__bench);
  await context.close();
  const longTaskMs = longTasks.reduce((/** @type {number} */ sum, /** @type {number} */ d) => sum + d, 0);
  const blockingMs = longTasks.reduce((/** @type {number} */ sum, /** @type {number} */ d) => sum + Math.max(0, d - 50), 0);
  return {...totals, lcpMs: lcp, longTaskMs, blockingMs};
}

const server = await startBuildServer(4175);
const browser = await chromium.launch({executablePath: requireChromium(), args: CHROMIUM_ARGS});
/** @type {Record<string, any>} */
const results = {};
try {
  for (const path of pages) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await measure(browser, `${server.origin}${path}`));
    results[path] = {
      jsGzipBytes: samples[0].jsGzip,
      cssGzipBytes: samples[0].cssGzip,
      requests: samples[0].requests,
      lcpMs: Math.round(median(samples.map((s) => s.lcpMs))),
      longTaskMs: Math.round(median(samples.map((s) => s.longTaskMs))),
      totalBlockingMs: Math.round(median(samples.map((s) => s.blockingMs))),
    };
  }
} finally {
  await browser.close();
  server.stop();
}

const report = {date: new Date().toISOString(), buildSeconds, runsPerPage: runs, pages: results};
writeFileSync(new URL('../bench/results.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`);

if (buildSeconds !== null) console.log(`Build (cold, all locales): ${buildSeconds} s`);
console.table(
  Object.fromEntries(
    Object.entries(results).map(([path, r]) => [
      path,
      {
        'JS gzip KB': (r.jsGzipBytes / 1024).toFixed(1),
        'CSS gzip KB': (r.cssGzipBytes / 1024).toFixed(1),
        requests: r.requests,
        'LCP ms': r.lcpMs,
        'long tasks ms': r.longTaskMs,
        'TBT ms': r.totalBlockingMs,
      },
    ]),
  ),
);
console.log('Written to bench/results.json');

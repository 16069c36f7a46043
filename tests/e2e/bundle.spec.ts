import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {MISSING_LICENSE_WARNING, test, expect, waitForHydration} from './fixtures';

/**
 * First-load JavaScript of a page: every script response (the site's
 * bundles and the third-party scripts the page loads) from navigation until
 * the network is idle after hydration, each gzipped at level 9.
 */

/** The budget used while bench/budgets.json does not set `textPageFirstLoadJsKB`, in KB of gzip. */
const DEFAULT_TEXT_PAGE_FIRST_LOAD_JS_KB = 224;

const TEXT_PAGES = ['/x/introduction/', '/x/introduction/installation/', '/zh/x/introduction/'];

/** No request in flight for this long: the network is idle (Playwright's own definition). */
const NETWORK_IDLE_MS = 500;

type Budgets = {textPageFirstLoadJsKB?: unknown; firstLoadJsKB?: Record<string, unknown>};

const budgetsFile = path.resolve(__dirname, '../../bench/budgets.json');
const budgets: Budgets = existsSync(budgetsFile) ? JSON.parse(readFileSync(budgetsFile, 'utf8')) : {};
const textPageBudgetKB = typeof budgets.textPageFirstLoadJsKB === 'number' ? budgets.textPageFirstLoadJsKB : DEFAULT_TEXT_PAGE_FIRST_LOAD_JS_KB;
/** Demo pages: the text page plus the packages of the demos in view at first (bench/budgets.json, in the bench's window). */
const demoPageBudgetsKB = Object.entries(budgets.firstLoadJsKB ?? {}).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
const BENCH_VIEWPORT = {width: 1280, height: 900};

type Script = {url: string; body: string; gzipBytes: number};

/** Records every script the page receives from now on; `all()` waits for the bodies still being read. */
function recordScripts(page: Page): {all: () => Promise<Script[]>} {
  const scripts: Promise<Script | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then(
        (body) => ({url: response.url(), body: body.toString('utf8'), gzipBytes: gzipSync(body, {level: 9}).length}),
        () => null,
      ),
    );
  });
  return {all: async () => (await Promise.all(scripts)).filter((script): script is Script => script !== null)};
}

/** Counts the page's requests from now on; `idle()` resolves once none has been in flight for NETWORK_IDLE_MS. */
function trackNetwork(page: Page): {idle: () => Promise<void>} {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const ended = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {idle: () => expect.poll(() => inFlight === 0 && Date.now() - lastActivity >= NETWORK_IDLE_MS, {intervals: [100], timeout: 20_000}).toBe(true)};
}

async function loadUntilIdle(page: Page, pathname: string): Promise<{all: () => Promise<Script[]>}> {
  const recorded = recordScripts(page);
  const network = trackNetwork(page);
  await page.goto(pathname, {waitUntil: 'load'});
  await waitForHydration(page);
  await network.idle();
  return recorded;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function checkFirstLoad(page: Page, pathname: string, budgetKB: number, attach: (body: string) => Promise<void>): Promise<void> {
  const scripts = await (await loadUntilIdle(page, pathname)).all();
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const lines = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).map((script) => `${kb(script.gzipBytes)} KB  ${script.url}`);
  await attach(`${kb(total)} KB gzip in ${scripts.length} scripts\n${lines.join('\n')}`);
  expect(scripts.some((script) => /\/main\.[0-9a-f]+\.js$/.test(script.url)), 'main.js was recorded').toBe(true);
  expect(kb(total), `first-load JS of ${pathname} (KB gzip)\n${lines.join('\n')}`).toBeLessThanOrEqual(budgetKB);
}

for (const pathname of TEXT_PAGES) {
  test(`${pathname} loads at most the text-page budget of JavaScript`, async ({page}, testInfo) => {
    await checkFirstLoad(page, pathname, textPageBudgetKB, (body) => testInfo.attach('scripts', {body, contentType: 'text/plain'}));
  });
}

test.describe('demo pages', () => {
  test.use({expectedConsoleProblem: MISSING_LICENSE_WARNING, viewport: BENCH_VIEWPORT});
  for (const [pathname, budgetKB] of demoPageBudgetsKB) {
    test(`${pathname} loads at most its budget of JavaScript: the text page and the demos in view`, async ({page}, testInfo) => {
      await checkFirstLoad(page, pathname, budgetKB, (body) => testInfo.attach('scripts', {body, contentType: 'text/plain'}));
    });
  }
});

test('the version menu’s code is fetched when the button is pressed, and the menu then works', async ({page}) => {
  // Class names MUI's Menu and Popover register: in the menu's chunks only.
  const withMenuCode = (scripts: Script[]) => ['MuiMenu', 'MuiPopover'].filter((name) => scripts.some((script) => script.body.includes(name)));
  const recorded = await loadUntilIdle(page, '/x/introduction/');
  const firstLoad = await recorded.all();
  expect(withMenuCode(firstLoad)).toEqual([]);

  const button = page.locator('.navbar').getByRole('button', {name: /^Version v8\.0\.0-alpha\.6/});
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', {name: 'v7'})).toHaveAttribute('href', 'https://mui.com/x/introduction/');
  await expect(menu.getByRole('menuitem', {name: 'v8.0.0-alpha.6'})).toBeFocused();
  const afterClick = (await recorded.all()).slice(firstLoad.length);
  expect(withMenuCode(afterClick)).toEqual(['MuiMenu', 'MuiPopover']);

  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
});

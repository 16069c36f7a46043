import path from 'node:path';
import type {Page, Route} from '@playwright/test';
import {demoPages, readDemoHeights} from '../../scripts/lib/demoPages.mjs';
import {MISSING_LICENSE_WARNING, test, expect, waitForHydration} from './fixtures';

// How demos reach the reader: text first, each demo in its own turn, nothing moving.
const siteDir = path.resolve(__dirname, '../..');
const recordedHeights = readDemoHeights(siteDir);
const BARS = '/x/react-charts/bars/';
const EDITING = '/x/react-data-grid/editing/';
const SORTING = '/x/react-data-grid/sorting/';

test.use({expectedConsoleProblem: MISSING_LICENSE_WARNING, viewport: {width: 1280, height: 900}});

/**
 * Records every layout shift of the page (with or without recent input) once its HTML is parsed,
 * except a DataGrid settling inside itself. Before the parser is done, the browser may paint a
 * long page half-parsed, with a row of buttons or a chart legend only partly there: the shifts
 * as the rest arrives depend on the machine's timing, not on the demos. A grid sizes its
 * scrollbar filler from a ResizeObserver, a frame after it mounts, on any page: that moves
 * nothing outside the grid. Everything else counts.
 */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    Object.assign(window, {__layoutShifts: shifts});
    type Entry = PerformanceEntry & {value: number; sources: Array<{node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}>};
    const elementOf = (node: Node | null) => (node instanceof Element ? node : (node?.parentElement ?? null));
    const withinGrid = (node: Node | null) => elementOf(node)?.closest('.MuiDataGrid-root') != null;
    const rect = ({x, y, width, height}: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(',');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.sources.length > 0 && entry.sources.every((source) => withinGrid(source.node))) continue;
        const moved = entry.sources.map(({node, previousRect, currentRect}) => `${elementOf(node)?.getAttribute('class') ?? 'a removed node'}: ${rect(previousRect)} → ${rect(currentRect)}`);
        shifts.push({start: entry.startTime, value: entry.value, moved});
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

type LayoutShift = {start: number; value: number; moved: string[]};

/** The shifts recorded since the page's HTML was parsed, with what moved (so a failure says what). */
const layoutShifts = (page: Page) =>
  page.evaluate(() => {
    const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
    return (window as unknown as {__layoutShifts: LayoutShift[]}).__layoutShifts.filter((shift) => shift.start >= parsed);
  });
const stageStates = (page: Page) => page.locator('[data-demo-stage]').evaluateAll((stages) => stages.map((stage) => stage.getAttribute('data-demo-stage')));

const demoFilesOf = (url: string) => demoPages(siteDir).find((page) => page.url === url)!.demos;

test('the server HTML holds every demo in place', async ({request}) => {
  const html = await (await request.get(BARS)).text();
  const stages = [...html.matchAll(/data-demo-stage="?server"?>([\s\S]*?)<\/div><\/div><div class="?toolbar/g)];
  expect(stages).toHaveLength(demoFilesOf(BARS).length);
  // Charts render their SVG on the server.
  for (const [, markup] of stages) expect(markup).toContain('<svg');
});

test('on first load only the demos near the viewport run; the others keep the server markup until the reader nears them', async ({page}) => {
  await recordLayoutShifts(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(BARS);
  await waitForHydration(page);
  await expect(page.locator('[data-demo-stage="live"]').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  const states = await stageStates(page);
  expect(states.filter((state) => state === 'live').length).toBeLessThanOrEqual(3);
  expect(states.at(-1)).toBe('server');

  // Nearing the last demo fetches its code: it was not part of the first load.
  const fetchedAtLoad = scripts.length;
  await page.locator('[data-demo]').last().scrollIntoViewIfNeeded();
  await expect(page.locator('[data-demo]').last().locator('[data-demo-stage="live"]')).toBeAttached();
  expect(scripts.length).toBeGreaterThan(fetchedAtLoad);
  expect(await layoutShifts(page)).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`code blocks keep the server's elements after hydration (${colorScheme} mode): nothing is rebuilt in the first seconds`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    // The blocks as the parser made them, before any script has run on them.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, {__serverCodeBlocks: [...document.querySelectorAll('.theme-code-block')]});
      });
    });
    await page.goto(SORTING);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    const blocks = await page.evaluate(() => {
      const server = (window as unknown as {__serverCodeBlocks: Element[]}).__serverCodeBlocks;
      return {count: server.length, stillThere: server.filter((block) => block.isConnected).length};
    });
    expect(blocks.count).toBeGreaterThan(3);
    expect(blocks.stillThere).toBe(blocks.count);
    // The hydrated blocks still work: hovering one shows its copy button.
    const block = page.locator('.theme-code-block').filter({hasText: 'sortModel'}).first();
    await block.hover();
    await expect(block.getByRole('button', {name: /copy/i})).toBeVisible();
  });
}

test('a route change paints the new page’s first screens at once; the rest and each demo fill in where reserved, nothing moves', async ({page}) => {
  test.slow();
  await recordLayoutShifts(page);
  await page.goto(EDITING);
  await waitForHydration(page);
  const link = page.locator(`nav.menu a[href="${SORTING}"]`);
  // Let the hover preload the page itself, then hold back every script asked for after that: the demos.
  await link.hover();
  await page.waitForLoadState('networkidle');
  const held: Route[] = [];
  await page.route('**/assets/js/*.js', (route) => {
    held.push(route);
  });
  const shiftsBefore = (await layoutShifts(page)).length;
  await link.click();

  await expect(page.getByRole('heading', {level: 1, name: 'Sorting'})).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'On this page'}).or(page.locator('.table-of-contents')).first()).toBeVisible();
  const stages = page.locator('[data-demo-stage]');
  await expect(stages).toHaveCount(demoFilesOf(SORTING).length);
  expect(new Set(await stageStates(page))).toEqual(new Set(['pending']));
  // The code is there, as text, before any demo runs.
  await expect(page.locator('[data-demo]').first().locator('pre')).toContainText('DataGrid');
  const reserved = await stages.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
  const recorded = demoFilesOf(SORTING).map((file) => recordedHeights[file].wide);
  for (const [index, height] of reserved.entries()) expect(height).toBeCloseTo(recorded[index], 1);

  await Promise.all(held.map((route) => route.continue()));
  await page.unroute('**/assets/js/*.js');
  for (const demo of await page.locator('[data-demo]').all()) {
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.locator('[data-demo-stage="live"]')).toBeAttached();
  }
  const live = await stages.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
  for (const [index, height] of live.entries()) expect(height).toBeCloseTo(reserved[index], 1);
  expect((await layoutShifts(page)).slice(shiftsBefore)).toEqual([]);
});

test('after a click, the new page’s first render holds its first screens and its whole table of contents; the later sections follow', async ({page}) => {
  await recordLayoutShifts(page);
  await page.goto(EDITING);
  await waitForHydration(page);
  // The DOM as it is when the new title is first committed (a mutation callback runs before any later task).
  await page.evaluate(() => {
    const before = document.querySelector('article h1');
    new MutationObserver((_records, observer) => {
      const title = document.querySelector('article h1');
      if (!title || title === before) return;
      observer.disconnect();
      Object.assign(window, {
        __firstRender: {
          waitingSections: document.querySelectorAll('[data-deferred-section="waiting"]').length,
          headings: document.querySelectorAll('article h2').length,
          tocEntries: document.querySelectorAll('.table-of-contents a').length,
        },
      });
    }).observe(document.body, {childList: true, subtree: true});
  });
  const shiftsBefore = (await layoutShifts(page)).length;
  await page.locator(`nav.menu a[href="${SORTING}"]`).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Sorting'})).toBeVisible();
  await expect(page.locator('[data-deferred-section]')).toHaveCount(0);
  const first = await page.evaluate(() => (window as unknown as {__firstRender: {waitingSections: number; headings: number; tocEntries: number}}).__firstRender);
  const headings = await page.locator('article h2').count();
  expect(first.waitingSections).toBeGreaterThan(0);
  expect(first.headings).toBeLessThan(headings);
  // The table of contents was whole from the start.
  expect(first.tocEntries).toBe(await page.locator('.table-of-contents a').count());
  await expect(page.locator('[data-demo]')).toHaveCount(demoFilesOf(SORTING).length);
  expect((await layoutShifts(page)).slice(shiftsBefore)).toEqual([]);
});

test('a click to a page whose code came on hover renders it in the very first commit, without rendering the page being left again', async ({page}) => {
  // React reports each commit to a DevTools hook; this one notes the page title each commit leaves on screen.
  await page.addInitScript(() => {
    const titles: string[] = [];
    Object.assign(window, {
      __commitTitles: titles,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: () => titles.push(document.querySelector('article h1')?.textContent ?? ''),
      },
    });
    // Commits from here on follow the click: the old page's own late work (a demo or a deferred
    // section rendering while Playwright moves the pointer) comes before it and does not count.
    document.addEventListener('click', () => Object.assign(window, {__commitsAtClick: titles.length}), {capture: true});
  });
  await page.goto(EDITING);
  await waitForHydration(page);
  const link = page.locator(`nav.menu a[href="${SORTING}"]`);
  // Hovering preloads the page's chunks.
  const chunks = page.waitForEvent('requestfinished', {predicate: (request) => request.resourceType() === 'script'});
  await link.hover();
  await chunks;
  await page.waitForLoadState('networkidle');
  // The demos near the viewport have rendered (each in a task of its own, later on a busy
  // machine): a commit of theirs after the click would be the old page's own work, not the click's.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-demo]')]
          .filter((demo) => {
            const box = demo.getBoundingClientRect();
            return box.top < innerHeight * 1.45 && box.bottom > -innerHeight * 0.45; // inside NEAR_VIEWPORT_MARGIN
          })
          .every((demo) => demo.querySelector('[data-demo-stage]')?.getAttribute('data-demo-stage') === 'live'),
      ),
    )
    .toBe(true);
  await link.click();
  await expect(page.getByRole('heading', {level: 1, name: 'Sorting'})).toBeVisible();
  const titles = await page.evaluate(() => {
    const {__commitTitles, __commitsAtClick} = window as unknown as {__commitTitles: string[]; __commitsAtClick: number};
    return __commitTitles.slice(__commitsAtClick);
  });
  expect(titles[0]).toBe('Sorting');
});

test('coming back to a page reserves each demo’s exact height', async ({page}) => {
  // Every demo of the page runs twice.
  test.slow();
  await page.goto(SORTING);
  await waitForHydration(page);
  for (const demo of await page.locator('[data-demo]').all()) {
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.locator('[data-demo-stage="live"]')).toBeAttached();
  }
  const liveHeights = await page.locator('[data-demo-stage]').evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().height * 100) / 100));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator(`nav.menu a[href="${EDITING}"]`).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Editing'})).toBeVisible();
  // Editing's later sections (and their stages) are in before the watching starts.
  await expect(page.locator('[data-deferred-section]')).toHaveCount(0);
  // Watch the stages of Sorting as they are first inserted, before any demo runs.
  await page.evaluate(() => {
    const reserved: number[] = [];
    Object.assign(window, {__reserved: reserved});
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement)
            for (const stage of node.querySelectorAll('[data-demo-stage="pending"]')) reserved.push(Math.round(stage.getBoundingClientRect().height * 100) / 100);
    }).observe(document.body, {childList: true, subtree: true});
  });
  await page.locator(`nav.menu a[href="${SORTING}"]`).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Sorting'})).toBeVisible();
  await expect(page.locator('[data-deferred-section]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as {__reserved: number[]}).__reserved)).toEqual(liveHeights);
});

test('a link to a heading below demos, followed from another page, lands on it and stays there', async ({page}) => {
  await page.goto(SORTING);
  await waitForHydration(page);
  await page.locator('article a[href="/x/react-data-grid/pagination/#paginate-on-the-server"]').first().click();
  const heading = page.locator('#paginate-on-the-server');
  await expect(heading).toBeInViewport();
  // Every demo above it runs meanwhile (they are idle work); the heading does not move.
  const top = await heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await expect(page.locator('[data-demo-stage="live"]')).toHaveCount(await page.locator('[data-demo]').count(), {timeout: 15_000});
  expect(await heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(top);
});

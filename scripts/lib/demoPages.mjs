// The guide pages with live demos, and how tall each demo renders: shared by
// `npm run demos:heights` (which records the heights) and the browser tests
// (which check them).
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export {DEMO_HEIGHTS_FILE, readDemoHeights} from '../../src/plugins/demos/demoHeights.cjs';

/** The layouts a height is recorded for, and the viewport each is measured in. */
export const HEIGHT_LAYOUTS = /** @type {const} */ ({wide: {width: 1280, height: 900}, narrow: {width: 390, height: 844}});

const DEMO_TAG = /<Demo\s+file="([^"]+)"/g;

/**
 * @param {string} siteDir
 * @param {string} [docsDir] relative to the site
 * @returns {{url: string, page: string, demos: string[]}[]} every page with demos: its URL, its MDX file and its demo files (site-relative, in page order)
 */
export function demoPages(siteDir, docsDir = 'docs') {
  /** @type {{url: string, page: string, demos: string[]}[]} */
  const pages = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(siteDir, dir), {withFileTypes: true})) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'api' || dir !== docsDir) walk(relative);
        continue;
      }
      if (!entry.name.endsWith('.mdx')) continue;
      const text = readFileSync(path.join(siteDir, relative), 'utf8');
      const demos = [...text.matchAll(DEMO_TAG)].map((match) => path.posix.join(path.posix.dirname(relative), match[1]));
      if (demos.length === 0) continue;
      const route = relative.slice(docsDir.length + 1).replace(/\.mdx$/, '').replace(/(^|\/)index$/, '');
      pages.push({url: `/x/${route ? `${route}/` : ''}`, page: relative, demos});
    }
  };
  walk(docsDir);
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

/** How long a page's demos may take to go live before the measure gives up. */
const DEMO_LIVE_TIMEOUT_MS = 60_000;

/**
 * Brings every demo of the open page near the viewport, waits until all are
 * live, and returns the height of each demo's stage, in page order. Runs in
 * the page in one call: a round trip per demo cost more than the demos.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<number[]>}
 */
export async function measureDemoStages(page) {
  return page.evaluate(async (timeout) => {
    // The next frame, or 100 ms if no frame comes (a renderer that stops producing frames
    // for a while must not stall the measure past its deadline: the checks below still run).
    const frame = () => new Promise((resolve) => {
      requestAnimationFrame(resolve);
      setTimeout(resolve, 100);
    });
    const deadline = performance.now() + timeout;
    // After a click, a long page's later sections (and their demos) render in turns.
    while (document.querySelector('[data-deferred-section]')) {
      if (performance.now() > deadline) throw new Error(`the page's later sections did not render within ${timeout} ms`);
      await frame();
    }
    const demos = [...document.querySelectorAll('[data-demo]')];
    const stageOf = (/** @type {Element} */ demo) => /** @type {HTMLElement | null} */ (demo.querySelector('[data-demo-stage]'));
    const isLive = (/** @type {Element} */ demo) => stageOf(demo)?.dataset.demoStage === 'live';
    // A frame near the viewport makes a demo due: its code is fetched at once, so the
    // fetches overlap while the demos still render one at a time, as for a reader scrolling.
    for (const demo of demos) {
      if (isLive(demo)) continue;
      demo.scrollIntoView({block: 'center'});
      await frame();
      await frame();
    }
    for (let waiting = demos.find((demo) => !isLive(demo)); waiting; waiting = demos.find((demo) => !isLive(demo))) {
      if (performance.now() > deadline) throw new Error(`the demo ${waiting.getAttribute('data-demo')} did not go live within ${timeout} ms`);
      waiting.scrollIntoView({block: 'center'});
      await frame();
    }
    // Two frames: the demos' own effects (a grid measuring itself) have settled.
    await frame();
    await frame();
    // To the hundredth of a pixel: boxes are fractional, and the stage reserves exactly this.
    return demos.map((demo) => Math.round((stageOf(demo)?.getBoundingClientRect().height ?? 0) * 100) / 100);
  }, DEMO_LIVE_TIMEOUT_MS);
}

/**
 * Moves the open page to another docs page the way a reader's click does: in
 * the page, through the router, without a page load. Resolves once the new
 * page's title is in the document.
 * @param {import('@playwright/test').Page} page
 * @param {string} pathname
 */
export async function openByRoute(page, pathname) {
  if (new URL(page.url()).pathname === pathname) return;
  await page.evaluate((target) => {
    Object.assign(window, {__titleBeforeRoute: document.querySelector('article h1')});
    // Docusaurus' router follows the history: a pushed entry and a popstate are a navigation to it.
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, pathname);
  const changed = await page.waitForFunction(() => {
    // Still the same document (no page load), with a new page's title in it.
    if (!('__titleBeforeRoute' in window)) return 'reloaded';
    const title = document.querySelector('article h1');
    return title !== null && title !== window.__titleBeforeRoute && 'routed';
  });
  if ((await changed.jsonValue()) !== 'routed') throw new Error(`openByRoute(${pathname}): the page loaded anew instead of changing route`);
}

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

/**
 * Brings every demo of the open page near the viewport in turn, waits until it
 * is live, and returns the height of each demo's stage, in page order.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<number[]>}
 */
export async function measureDemoStages(page) {
  const demos = await page.locator('[data-demo]').all();
  /** @type {number[]} */
  const heights = [];
  for (const demo of demos) {
    await demo.scrollIntoViewIfNeeded();
    const stage = demo.locator('[data-demo-stage="live"]');
    await stage.waitFor({state: 'attached'});
    // Two frames: the demo's own effects (a grid measuring itself) have settled.
    // To the hundredth of a pixel: boxes are fractional, and the stage reserves exactly this.
    const height = await stage.evaluate(
      (element) => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(element.getBoundingClientRect().height)))),
    );
    heights.push(Math.round(/** @type {number} */ (height) * 100) / 100);
  }
  return heights;
}

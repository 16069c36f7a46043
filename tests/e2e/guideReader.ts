/** The reader the guide specs share: one page per worker, moving from guide to guide. */
import path from 'node:path';
import {test as base, type Page} from '@playwright/test';
import sidebars from '../../sidebars';
import {HEIGHT_LAYOUTS, demoPages, readDemoHeights} from '../../scripts/lib/demoPages.mjs';
import {MISSING_LICENSE_WARNING, expect, keepOnMachine, reportPolicyViolations, waitForHydration, watchConsole} from './fixtures';

type Item = {type?: string; id?: string; items?: Item[]};

function docIds(items: Item[]): string[] {
  return items.flatMap((item) => (item.type === 'doc' && item.id ? [item.id] : docIds(item.items ?? [])));
}

// Every written page of the sidebar (the generated API pages have no demos).
export const GUIDES = docIds(sidebars.docs as Item[]).filter((id) => !id.startsWith('api/'));
const siteDir = path.resolve(__dirname, '../..');
export const demosByUrl = new Map(demoPages(siteDir).map((page) => [page.url, page]));
export const recordedHeights = readDemoHeights(siteDir);
/** Rounding in layout can move a box by a pixel between machines; more than that is a real change. */
export const HEIGHT_TOLERANCE = 1;

/**
 * One page per worker, moving from guide to guide as a reader clicking
 * through the docs does: each test is a route change, not a page load, which
 * keeps 200 pages and 500 demos within minutes on two cores. First loads are
 * the other specs' subject (demos, demoLoading, shell, navigation).
 * A failed test ends its worker, so the next test starts on a fresh page.
 */
export const test = base.extend<{guide: Page}, {guideScheme: 'light' | 'dark'; reader: {page: Page; outside: string[]}}>({
  guideScheme: ['light', {scope: 'worker', option: true}],
  reader: [
    async ({browser, guideScheme}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL, viewport: HEIGHT_LAYOUTS.wide, colorScheme: guideScheme});
      await reportPolicyViolations(context);
      const {outside} = await keepOnMachine(context);
      const page = await context.newPage();
      await page.goto('/x/introduction/');
      await waitForHydration(page);
      // The site follows the system's scheme until the reader picks one.
      await expect(page.locator('html')).toHaveAttribute('data-theme', guideScheme);
      await use({page, outside});
      await context.close();
    },
    {scope: 'worker'},
  ],
  guide: async ({reader}, use) => {
    const watch = watchConsole(reader.page, MISSING_LICENSE_WARNING);
    const outsideBefore = reader.outside.length;
    await use(reader.page);
    watch.stop();
    expect(watch.problems, 'console errors and warnings').toEqual([]);
    expect(reader.outside.slice(outsideBefore), 'requests to hosts outside this machine').toEqual([]);
  },
});


import path from 'node:path';
import {test as base, type Page} from '@playwright/test';
import sidebars from '../../sidebars';
import {HEIGHT_LAYOUTS, demoPages, measureDemoStages, openByRoute, readDemoHeights} from '../../scripts/lib/demoPages.mjs';
import {MISSING_LICENSE_WARNING, expect, keepOnMachine, reportPolicyViolations, waitForHydration, watchConsole} from './fixtures';

type Item = {type?: string; id?: string; items?: Item[]};

function docIds(items: Item[]): string[] {
  return items.flatMap((item) => (item.type === 'doc' && item.id ? [item.id] : docIds(item.items ?? [])));
}

// Every written page of the sidebar (the generated API pages have no demos).
const GUIDES = docIds(sidebars.docs as Item[]).filter((id) => !id.startsWith('api/'));
const siteDir = path.resolve(__dirname, '../..');
const demosByUrl = new Map(demoPages(siteDir).map((page) => [page.url, page]));
const recordedHeights = readDemoHeights(siteDir);
/** Rounding in layout can move a box by a pixel between machines; more than that is a real change. */
const HEIGHT_TOLERANCE = 1;

/**
 * One page per worker, moving from guide to guide as a reader clicking
 * through the docs does: each test is a route change, not a page load, which
 * keeps 200 pages and 500 demos within minutes on two cores. First loads are
 * the other specs' subject (demos, demoLoading, shell, navigation).
 * A failed test ends its worker, so the next test starts on a fresh page.
 */
const test = base.extend<{guide: Page}, {reader: {page: Page; outside: string[]}}>({
  reader: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL, viewport: HEIGHT_LAYOUTS.wide});
      await reportPolicyViolations(context);
      const {outside} = await keepOnMachine(context);
      const page = await context.newPage();
      await page.goto('/x/introduction/');
      await waitForHydration(page);
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

for (const id of GUIDES) {
  test(`/x/${id}/ renders every demo without an error, at its recorded height`, async ({guide: page}) => {
    const url = `/x/${id}/`;
    const {page: mdx, demos: files} = demosByUrl.get(url) ?? {page: '', demos: []};
    // A few seconds a demo on a busy machine; the bench, not this test, watches the speed.
    test.setTimeout(30_000 + files.length * 5_000);
    await openByRoute(page, url);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const heights = await measureDemoStages(page);
    await expect(page.locator('[data-demo-error]')).toHaveCount(0);
    // The stage has no padding of its own: an empty demo is 0 px tall.
    for (const height of heights) expect(height, `a demo on ${url} rendered nothing`).toBeGreaterThan(0);

    expect(heights).toHaveLength(files.length);
    const wrong = files.flatMap((file, index) => {
      const recorded = recordedHeights[file]?.wide;
      return recorded !== undefined && Math.abs(recorded - heights[index]) <= HEIGHT_TOLERANCE ? [] : [`${file}: recorded ${recorded ?? 'nothing'}, renders ${heights[index]} px`];
    });
    expect(wrong, `demo heights out of date; run \`npm run demos:heights -- ${mdx}\``).toEqual([]);
  });
}

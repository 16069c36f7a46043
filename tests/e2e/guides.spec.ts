import path from 'node:path';
import sidebars from '../../sidebars';
import {demoPages, measureDemoStages, readDemoHeights} from '../../scripts/lib/demoPages.mjs';
import {MISSING_LICENSE_WARNING, test, expect, waitForHydration} from './fixtures';

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

test.use({expectedConsoleProblem: MISSING_LICENSE_WARNING, viewport: {width: 1280, height: 900}});

for (const id of GUIDES) {
  test(`/x/${id}/ renders every demo without an error, at its recorded height`, async ({page}) => {
    const url = `/x/${id}/`;
    await page.goto(url);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const heights = await measureDemoStages(page);
    await expect(page.locator('[data-demo-error]')).toHaveCount(0);
    for (const height of heights) expect(height, `a demo on ${url} rendered nothing`).toBeGreaterThan(40);

    const {page: mdx, demos: files} = demosByUrl.get(url) ?? {page: '', demos: []};
    expect(heights).toHaveLength(files.length);
    const wrong = files.flatMap((file, index) => {
      const recorded = recordedHeights[file]?.wide;
      return recorded !== undefined && Math.abs(recorded - heights[index]) <= HEIGHT_TOLERANCE ? [] : [`${file}: recorded ${recorded ?? 'nothing'}, renders ${heights[index]} px`];
    });
    expect(wrong, `demo heights out of date; run \`npm run demos:heights -- ${mdx}\``).toEqual([]);
  });
}

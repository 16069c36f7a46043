import {measureDemoStages, openByRoute} from '../../scripts/lib/demoPages.mjs';
import {expect} from './fixtures';
import {GUIDES, HEIGHT_TOLERANCE, demosByUrl, recordedHeights, test} from './guideReader';

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

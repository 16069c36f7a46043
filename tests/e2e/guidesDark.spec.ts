import {measureDemoStages, openByRoute} from '../../scripts/lib/demoPages.mjs';
import {expect} from './fixtures';
import {GUIDES, demosByUrl, test} from './guideReader';

/**
 * The Pickers, Charts and Tree View demos again in dark mode: their colours
 * come from the theme (issue 26), and a demo that reads a palette entry the
 * dark theme lacks throws or warns only there. The Data Grid guides' dark
 * rendering is checked by the accessibility run (npm run check:a11y).
 */
const DARK_GUIDES = GUIDES.filter((id) => /^(react-date-pickers|react-charts|react-tree-view|common-concepts|migration)\//.test(id));

test.use({guideScheme: 'dark'});

for (const id of DARK_GUIDES) {
  test(`/x/${id}/ renders every demo in dark mode without an error`, async ({guide: page}) => {
    const url = `/x/${id}/`;
    const files = demosByUrl.get(url)?.demos ?? [];
    test.setTimeout(30_000 + files.length * 5_000);
    await openByRoute(page, url);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const heights = await measureDemoStages(page);
    await expect(page.locator('[data-demo-error]')).toHaveCount(0);
    expect(heights).toHaveLength(files.length);
    for (const height of heights) expect(height, `a demo on ${url} rendered nothing`).toBeGreaterThan(0);
  });
}

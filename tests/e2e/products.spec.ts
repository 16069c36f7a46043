import {test, expect, waitForHydration} from './fixtures';

const PRODUCT_PAGES = [
  '/x/react-data-grid/',
  '/x/react-data-grid/getting-started/',
  '/x/react-date-pickers/',
  '/x/react-date-pickers/getting-started/',
  '/x/react-charts/',
  '/x/react-charts/getting-started/',
  '/x/react-tree-view/',
  '/x/react-tree-view/getting-started/',
];

// Pro and Premium demos run without a licence key here: their packages log
// this on purpose (and show a watermark).
test.use({expectedConsoleProblem: /MUI X: Missing license key|mui\.com\/r\/x-license/});

for (const path of PRODUCT_PAGES) {
  for (const prefix of ['', '/zh']) {
    test(`${prefix}${path} runs at least three demos with no error`, async ({page}) => {
      await page.goto(`${prefix}${path}`);
      await waitForHydration(page);
      const demos = page.locator('[data-demo]');
      expect(await demos.count()).toBeGreaterThanOrEqual(3);
      await expect(page.locator('[data-demo-error]')).toHaveCount(0);
      for (const demo of await demos.all()) {
        await demo.scrollIntoViewIfNeeded();
        // Each live area rendered something visible.
        const box = await demo.locator('> div').nth(0).boundingBox();
        expect(box!.height).toBeGreaterThan(40);
      }
    });
  }
}

import {MISSING_LICENSE_WARNING, test, expect, waitForHydration} from './fixtures';

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

test.use({expectedConsoleProblem: MISSING_LICENSE_WARNING});

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

import {measureDemoStages} from '../../scripts/lib/demoPages.mjs';
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
      expect(await page.locator('[data-demo]').count()).toBeGreaterThanOrEqual(3);
      // Every demo goes live once near the viewport, and shows something.
      const heights = await measureDemoStages(page);
      for (const height of heights) expect(height).toBeGreaterThan(0);
      await expect(page.locator('[data-demo-error]')).toHaveCount(0);
    });
  }
}

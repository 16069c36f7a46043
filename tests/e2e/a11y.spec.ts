import path from 'node:path';
import type {Page} from '@playwright/test';
import {axeFindings, readAllowlist} from '../../scripts/lib/a11yAxe.mjs';
import {PAGE_KINDS} from '../../scripts/lib/a11yPages.mjs';
import {measureDemoStages} from '../../scripts/lib/demoPages.mjs';
import {MISSING_LICENSE_WARNING, expect, openSettings, test, waitForHydration} from './fixtures';

/**
 * axe-core (serious and critical, outside tests/a11y/allowlist.json) on one
 * page of each kind, in both colour modes and both directions, wide and
 * narrow; `npm run check:a11y` sweeps every page. At the phone widths the page
 * itself must not scroll sideways.
 */
const WIDE = {width: 1280, height: 900};
const NARROW = [
  {width: 390, height: 844},
  {width: 320, height: 640},
];

const allowlist = readAllowlist(path.resolve(__dirname, '../..'));

/** Every finding as one line, so a failure reads as a list. */
async function violations(page: Page, path: string, mode: string): Promise<string[]> {
  const findings = await axeFindings(page, {path, mode, allowlist});
  return findings.map((finding) => `${finding.rule} (${finding.impact}) ${finding.target}: ${finding.detail}`);
}

/** The settings drawer's labels in each locale (from i18n/zh/code.json for Chinese). */
const DRAWER_LABELS = {
  en: {open: 'Settings', rtl: 'Right to left', close: 'Close settings'},
  zh: {open: '设置', rtl: '从右到左', close: '关闭设置'},
};
const labelsFor = (path: string) => (path.startsWith('/zh/') ? DRAWER_LABELS.zh : DRAWER_LABELS.en);

async function switchToRightToLeft(page: Page, path: string): Promise<void> {
  const labels = labelsFor(path);
  const drawer = await openSettings(page, labels.open);
  await drawer.getByRole('button', {name: labels.rtl}).click();
  // The page and the drawer render again in the new direction (a new style
  // cache): close it once that is done, or a busy machine can drop the click.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', {name: labels.close}).click();
  await expect(drawer).toBeHidden();
}

test.use({expectedConsoleProblem: MISSING_LICENSE_WARNING});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const direction of ['ltr', 'rtl'] as const) {
    test.describe(`${colorScheme}, ${direction}`, () => {
      test.use({colorScheme, viewport: WIDE});
      for (const {kind, path, status} of PAGE_KINDS) {
        test.describe(kind, () => {
          // The browser reports the missing page's 404 answer on the console.
          if (status === 404) test.use({expectedConsoleProblem: new RegExp(`${MISSING_LICENSE_WARNING.source}|status of 404`)});
          test(`${kind} ${path}: no serious axe violation at 1280 and 390 px, no sideways scroll at 390 and 320 px`, async ({page}) => {
            test.slow(); // axe reads every node's colours: seconds on a page of grids, twice
            await page.goto(path);
            await waitForHydration(page);
            if (direction === 'rtl') await switchToRightToLeft(page, path);
            // Every demo live, as a reader who scrolled through sees it.
            await measureDemoStages(page);
            expect(await violations(page, path, colorScheme), `at ${WIDE.width} px`).toEqual([]);

            for (const size of NARROW) {
              await page.setViewportSize(size);
              await expect
                .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {message: `sideways scroll at ${size.width} px`})
                .toBeLessThanOrEqual(0);
              if (size === NARROW[0]) expect(await violations(page, path, colorScheme), `at ${size.width} px`).toEqual([]);
            }
          });
        });
      }

      test('the settings drawer, open: no serious axe violation', async ({page}) => {
        const path = '/x/introduction/';
        await page.goto(path);
        await waitForHydration(page);
        if (direction === 'rtl') await switchToRightToLeft(page, path);
        const drawer = await openSettings(page);
        // Its colour section open too: the fields and their messages are part of what is checked.
        await drawer.getByRole('textbox', {name: 'Primary', exact: true}).fill('#ffeb3b');
        await expect(drawer.getByText(/Links in this colour reach/)).toBeVisible();
        expect(await violations(page, `${path} (settings drawer)`, colorScheme)).toEqual([]);
      });
    });
  }
}

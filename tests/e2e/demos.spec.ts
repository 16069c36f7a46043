import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page, Response} from '@playwright/test';
import {demoPages} from '../../scripts/lib/demoPages.mjs';
import {PREVIEW_LINES} from '../../src/modules/demos/codePreview';
import {test, expect, waitForHydration} from './fixtures';

const SLOTS = '/x/common-concepts/custom-components/';
/** The page's demo files in order, as its MDX lists them: `Name.tsx`. */
const slotsDemos = demoPages(path.resolve(__dirname, '../..'))
  .find((page) => page.url === SLOTS)!
  .demos.map((file) => path.basename(file));
const captionsIn = (extension: 'tsx' | 'js') => slotsDemos.map((file) => file.replace(/\.tsx$/, `.${extension}`));

/** Waits until a demo has replaced its server markup with the running demo. */
async function waitForLiveDemo(page: Page, name: string): Promise<void> {
  const demo = page.locator(`[data-demo="${name}"]`);
  await demo.scrollIntoViewIfNeeded();
  await demo.locator('[data-demo-stage="live"]').waitFor({state: 'attached'});
}

test('a grid demo runs: sorting a column reorders the rows', async ({page}) => {
  await page.goto(SLOTS);
  await waitForHydration(page);
  await waitForLiveDemo(page, 'CustomToolbarGrid');
  const grid = page.locator('[data-demo="CustomToolbarGrid"] .MuiDataGrid-root');
  const firstCity = () => grid.locator('.MuiDataGrid-row').first().locator('[data-field="city"]').innerText();
  expect(await firstCity()).toBe('Lagos');
  await grid.getByRole('columnheader', {name: 'City'}).click();
  await expect.poll(firstCity).toBe('Bogotá');
});

test('a picker demo runs: its custom icon opens the calendar', async ({page}) => {
  await page.goto(SLOTS);
  await waitForHydration(page);
  await waitForLiveDemo(page, 'CustomIconDatePicker');
  const demo = page.locator('[data-demo="CustomIconDatePicker"]');
  await demo.getByRole('button', {name: /choose date/i}).click();
  await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible();
});

test('JS switches the code of every demo and holds after a reload', async ({page}) => {
  await page.goto(SLOTS);
  await waitForHydration(page);
  const captions = page.locator('[data-demo] .theme-code-block [class*="codeBlockTitle"]');
  expect(slotsDemos).toContain('CustomIconDatePicker.tsx');
  await expect(captions).toHaveText(captionsIn('tsx'));
  await page.locator('[data-demo="CustomIconDatePicker"]').getByRole('button', {name: 'JS', exact: true}).click();
  await expect(captions).toHaveText(captionsIn('js'));
  const code = await page.locator('[data-demo="CustomIconDatePicker"] pre').innerText();
  expect(code).not.toMatch(/import type|: Dayjs|<Dayjs/);
  await page.reload();
  await waitForHydration(page);
  await expect(captions).toHaveText(captionsIn('js'));
});

test('the copy button puts the exact source on the clipboard', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install({time: new Date('2026-01-05T09:00:00Z')});
  await page.goto(SLOTS);
  await waitForHydration(page);
  // Time stands still from here, so "Copied" stays however slow the machine is.
  await page.clock.pauseAt(new Date('2026-01-05T09:01:00Z'));
  const demo = page.locator('[data-demo="CustomToolbarGrid"]');
  await demo.getByRole('button', {name: 'Copy the source'}).click();
  await expect(demo.getByRole('button', {name: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // The TypeScript shown by default is the demo file itself, byte for byte.
  const file = readFileSync(path.join(__dirname, '../../docs/common-concepts/demos/CustomToolbarGrid.tsx'), 'utf8');
  expect(copied).toBe(file);
});

test('long code shows its first lines until expanded; the block still copies all of it', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(SLOTS);
  await waitForHydration(page);
  const file = readFileSync(path.join(__dirname, '../../docs/common-concepts/demos/CustomToolbarGrid.tsx'), 'utf8');
  const fileLines = file.trimEnd().split('\n');
  const demo = page.locator('[data-demo="CustomToolbarGrid"]');
  const lines = demo.locator('pre .token-line');
  // Only the collapsed box's lines are in the page (its fade hides the last ones).
  await expect(lines).toHaveCount(PREVIEW_LINES);
  expect((await lines.first().innerText()).trimEnd()).toBe(fileLines[0]);
  await demo.locator('.theme-code-block').hover();
  await demo.getByRole('button', {name: 'Copy the code'}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(file.trimEnd());
  await demo.getByRole('button', {name: 'Expand code'}).click();
  await expect(lines).toHaveCount(fileLines.length);
  await expect(lines.last()).toHaveText(fileLines.at(-1)!);
  await demo.getByRole('button', {name: 'Collapse code'}).click();
  await expect(lines).toHaveCount(PREVIEW_LINES);
});

test('a deep link to a demo’s .js file opens its JavaScript', async ({page}) => {
  await page.goto(`${SLOTS}#CustomIconDatePicker.js`);
  await waitForHydration(page);
  const demo = page.locator('[data-demo="CustomIconDatePicker"]');
  await expect(demo.locator('[class*="codeBlockTitle"]')).toHaveText('CustomIconDatePicker.js');
  await expect(demo.getByRole('button', {name: 'Collapse code'})).toBeVisible();
  await expect(demo).toBeInViewport();
});

test('a page without demos loads no demo or suite-package code', async ({page}) => {
  const scripts: Array<Promise<string>> = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  };
  page.on('response', onResponse);
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Read every script fetched so far while the page is still open; one arriving later is not read.
  page.off('response', onResponse);
  const all = (await Promise.all(scripts)).join('\n');
  expect(all).not.toContain('MuiDataGrid');
  expect(all).not.toContain('MuiPickersDay');
  expect(all).not.toContain('Demo actions');
});

test.describe('code block copy button', () => {
  test('copies the block, says "Copied" for 2 seconds, and shows the shortcut hint', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install({time: new Date('2026-01-05T09:00:00Z')});
    await page.goto('/x/introduction/installation/');
    await waitForHydration(page);
    // Fake time stands still from here: only runFor moves it.
    await page.clock.pauseAt(new Date('2026-01-05T09:01:00Z'));
    const block = page.locator('.theme-code-block').filter({hasText: "import {DataGrid, type GridColDef} from '@mui/x-data-grid';"});
    await block.hover();
    const button = block.getByRole('button', {name: 'Copy the code'});
    await expect(button).toHaveText(/Copy\(or Ctrl \+ C\)/);
    await expect(button).toHaveAttribute('data-ga-event-category', 'code');
    await button.click();
    await expect(button).toContainText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("export default function Cities() {");
    // Exactly the block: same lines, starting with its first.
    expect(copied.trimEnd().split('\n')).toHaveLength(await block.locator('.token-line').count());
    expect(copied.startsWith("import {DataGrid, type GridColDef} from '@mui/x-data-grid';")).toBe(true);
    await page.clock.runFor(1900);
    await expect(button).toContainText('Copied');
    await page.clock.runFor(200);
    await expect(button).not.toContainText('Copied');
  });

  test('Ctrl+C on a hovered block copies it when nothing is selected', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/x/introduction/installation/');
    await waitForHydration(page);
    const block = page.locator('.theme-code-block').filter({hasText: 'BarChart'}).first();
    await block.hover();
    await page.keyboard.press('Control+c');
    await expect(block.getByRole('button', {name: 'Copy the code'})).toContainText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("import {BarChart} from '@mui/x-charts/BarChart';");
  });
});

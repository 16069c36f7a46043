/**
 * Live-editable demos: a reader changes a demo's code and the preview follows,
 * on a grid, a picker, a chart and a tree, with errors kept under the preview,
 * Reset, Copy, the sandboxes and the keyboard.
 */
import type {Locator, Page} from '@playwright/test';
import {MISSING_LICENSE_WARNING, test, expect, waitForHydration} from './fixtures';

// The grid demo is a Premium one: without a key, its package says so.
test.use({expectedConsoleProblem: MISSING_LICENSE_WARNING});

type Case = {product: string; url: string; name: string; from: string; to: string; seen: (stage: Locator) => Locator};

const CASES: Case[] = [
  {
    product: 'a grid',
    url: '/x/react-data-grid/row-grouping/',
    name: 'RowGroupingBasic',
    from: "region: 'Asia Pacific'",
    to: "region: 'Oceania'",
    seen: (stage) => stage.getByText('Oceania (1)'),
  },
  {
    product: 'a picker',
    url: '/x/react-date-pickers/date-picker/',
    name: 'DatePickerBasicUsage',
    from: 'label="Outbound flight"',
    to: 'label="Departure day"',
    seen: (stage) => stage.getByRole('group', {name: 'Departure day'}),
  },
  {product: 'a chart', url: '/x/react-charts/bars/', name: 'BarsUnitsSold', from: "label: 'City bikes'", to: "label: 'Road bikes'", seen: (stage) => stage.getByText('Road bikes')},
  {
    product: 'a tree',
    url: '/x/react-tree-view/rich-tree-view/items/',
    name: 'RichItemsBasic',
    from: "label: 'Fiction'",
    to: "label: 'Novels'",
    seen: (stage) => stage.getByRole('treeitem', {name: 'Novels'}),
  },
];

const CHART = CASES[2];

function demoOf(page: Page, name: string): Locator {
  return page.locator(`[data-demo="${name}"]`);
}

/** The demo's preview (its stage, whatever it shows), not its code. */
function previewOf(page: Page, name: string): Locator {
  return demoOf(page, name).locator('[data-demo-stage]');
}

/** Opens the page and the demo's editor with a click in its code; returns the editor's textarea. */
async function openEditor(page: Page, {url, name}: Pick<Case, 'url' | 'name'>): Promise<Locator> {
  await page.goto(url);
  await waitForHydration(page);
  const demo = demoOf(page, name);
  await demo.scrollIntoViewIfNeeded();
  await demo.locator('[data-demo-stage="live"]').waitFor({state: 'attached'});
  await demo.locator('pre').first().click();
  const editor = demo.getByRole('textbox', {name: `Editable source of ${name}.tsx`});
  await expect(editor).toBeFocused();
  return editor;
}

/** Selects `from` in the editor, deletes it and types `to`, as a reader would. */
async function replace(page: Page, editor: Locator, from: string, to: string): Promise<void> {
  const start = (await editor.inputValue()).indexOf(from);
  expect(start, `"${from}" is in the code`).toBeGreaterThanOrEqual(0);
  await editor.evaluate((element: HTMLTextAreaElement, [begin, end]) => element.setSelectionRange(begin, end), [start, start + from.length]);
  // Deleted first: like code editors, this one wraps a selection in the bracket or quote typed over it.
  await page.keyboard.press('Backspace');
  await page.keyboard.type(to);
}

for (const entry of CASES) {
  test(`editing ${entry.product} demo's code updates its preview`, async ({page}) => {
    const editor = await openEditor(page, entry);
    await replace(page, editor, entry.from, entry.to);
    const stage = demoOf(page, entry.name).locator('[data-demo-stage="edited"]');
    await expect(entry.seen(stage)).toBeVisible();
    await expect(demoOf(page, entry.name).locator('[data-live-error]')).toHaveCount(0);
  });
}

test('a syntax error shows its line under the preview and keeps the last good render; fixing it clears the message', async ({page}) => {
  const editor = await openEditor(page, CHART);
  const demo = demoOf(page, CHART.name);
  await replace(page, editor, CHART.from, CHART.to);
  await expect(previewOf(page, CHART.name).getByText('Road bikes')).toBeVisible();
  await replace(page, editor, "{ label: 'Mountain bikes', data: mountainBikes },", "{ label: 'Mountain bikes', data: mountainBikes ,");
  const message = demo.locator('[data-live-error="syntax"]');
  await expect(message).toContainText(/\(line \d+, column \d+\)/);
  await expect(previewOf(page, CHART.name).getByText('Road bikes')).toBeVisible();
  await replace(page, editor, 'data: mountainBikes ,', 'data: mountainBikes },');
  await expect(message).toHaveCount(0);
});

test.describe('a demo that throws', () => {
  // React reports an error its boundary caught on the console; this one is the test's own.
  test.use({expectedConsoleProblem: /Broken on purpose/});

  test('an error thrown while rendering stays inside the demo, which shows its last good render', async ({page}) => {
    const editor = await openEditor(page, CHART);
    const demo = demoOf(page, CHART.name);
    await replace(page, editor, CHART.from, CHART.to);
    await expect(previewOf(page, CHART.name).getByText('Road bikes')).toBeVisible();
    await replace(page, editor, 'export default function BarsUnitsSold() {', "export default function BarsUnitsSold() {\n  if (cityBikes.length > 0) throw new Error('Broken on purpose');");
    await expect(demo.locator('[data-live-error="render"]')).toHaveText('Broken on purpose');
    await expect(previewOf(page, CHART.name).getByText('Road bikes')).toBeVisible();
    // The rest of the page carries on.
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(demoOf(page, 'BarsFromDataset').locator('[data-demo-stage]')).toHaveCount(1);
  });
});

test('an import the site does not have is named in the message', async ({page}) => {
  const editor = await openEditor(page, CHART);
  await replace(page, editor, "import { BarChart } from '@mui/x-charts/BarChart';", "import { BarChart } from '@mui/x-charts/BarChart';\nimport chunk from 'lodash/chunk';\nconsole.info(chunk);");
  await expect(demoOf(page, CHART.name).locator('[data-live-error="import"]')).toContainText('"lodash/chunk" is not available in the live editor');
});

test('Copy and the StackBlitz form take the edited code; Reset restores the code and the demo', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const editor = await openEditor(page, CHART);
  const demo = demoOf(page, CHART.name);
  const original = await editor.inputValue();
  await replace(page, editor, CHART.from, CHART.to);
  await expect(previewOf(page, CHART.name).getByText('Road bikes')).toBeVisible();

  await demo.getByRole('button', {name: 'Copy the source'}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("label: 'Road bikes'");

  let posted = '';
  await context.route('https://stackblitz.com/**', async (route) => {
    posted = route.request().postData() ?? '';
    await route.fulfill({status: 200, contentType: 'text/html', body: '<title>StackBlitz</title>'});
  });
  const popup = page.waitForEvent('popup');
  await demo.getByRole('button', {name: 'Open in StackBlitz'}).click();
  await (await popup).waitForLoadState();
  expect(decodeURIComponent(posted.replace(/\+/g, ' '))).toContain("label: 'Road bikes'");

  await demo.getByRole('button', {name: 'Reset the demo'}).click();
  await expect(editor).toHaveValue(original);
  await expect(demo.locator('[data-demo-stage="live"]').getByText('City bikes')).toBeVisible();
  await expect(previewOf(page, CHART.name).getByText('Road bikes')).toHaveCount(0);
});

test('switching to JavaScript asks before discarding an edit', async ({page}) => {
  const editor = await openEditor(page, CHART);
  const demo = demoOf(page, CHART.name);
  await replace(page, editor, CHART.from, CHART.to);
  await expect(previewOf(page, CHART.name).getByText('Road bikes')).toBeVisible();
  page.once('dialog', (dialog) => dialog.dismiss());
  await demo.getByRole('button', {name: 'JS', exact: true}).click();
  await expect(editor).toHaveValue(/label: 'Road bikes'/);
  await expect(demo.getByRole('button', {name: 'TS', exact: true})).toHaveAttribute('aria-pressed', 'true');
  page.once('dialog', (dialog) => dialog.accept());
  await demo.getByRole('button', {name: 'JS', exact: true}).click();
  const js = demo.getByRole('textbox', {name: `Editable source of ${CHART.name}.js`});
  await expect(js).toHaveValue(/label: 'City bikes'/);
  await expect(demo.locator('[data-demo-stage="live"]').getByText('City bikes')).toBeVisible();
});

test('keyboard: Tab reaches the code and opens the editor, typing edits, Esc then Tab leaves it', async ({page}) => {
  await page.goto(CHART.url);
  await waitForHydration(page);
  const demo = demoOf(page, CHART.name);
  await demo.locator('[data-demo-stage="live"]').waitFor({state: 'attached'});
  // From the toolbar's last button, Tab goes to the code.
  await demo.getByRole('button', {name: 'Reset the demo'}).focus();
  await page.keyboard.press('Tab');
  const editor = demo.getByRole('textbox', {name: `Editable source of ${CHART.name}.tsx`});
  await expect(editor).toBeFocused();
  await expect(demo.getByText('Press Esc, then Tab, to leave the editor')).toBeVisible();
  // Tab inside the editor indents rather than leaving.
  await page.keyboard.press('Tab');
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue(/^ {2}import/);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.closest('[data-live-editor]') === null && document.activeElement !== document.body)).toBe(true);
});

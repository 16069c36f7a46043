import type {Page} from '@playwright/test';
import {MISSING_LICENSE_WARNING, test, expect, waitForHydration} from './fixtures';

/** The gtag calls recorded in the data layer, as arrays. */
async function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? []).map((args) => Array.from(args)));
}

async function events(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return (await gtagCalls(page)).filter((call) => call[0] === 'event' && call[1] === name).map((call) => call[2] as Record<string, unknown>);
}

test('the data layer and gtag exist before the page runs, and the library loads after the page', async ({page}) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const calls = await gtagCalls(page);
  expect(calls[0][0]).toBe('js');
  expect(calls[1]).toEqual(['config', 'G-E2ETEST', {send_page_view: false}]);
  await expect.poll(() => page.evaluate(() => (window as unknown as {__fakeGtagLoaded?: boolean}).__fakeGtagLoaded)).toBe(true);
});

test('each route change sends one page_view with the title, path and product ids; a hash change sends none', async ({page}) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await expect.poll(async () => (await events(page, 'page_view')).length).toBe(1);
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Installation'}).click();
  await expect(page).toHaveURL(/\/x\/introduction\/installation\/$/);
  await expect.poll(async () => (await events(page, 'page_view')).length).toBe(2);
  const [first, second] = await events(page, 'page_view');
  expect(first).toMatchObject({page_location: '/x/introduction/', productId: 'null', productCategoryId: 'x'});
  expect(second).toEqual({page_title: await page.title(), page_location: '/x/introduction/installation/', productId: 'null', productCategoryId: 'x'});
  await page.locator('.table-of-contents a').first().click();
  await expect(page).toHaveURL(/#/);
  await page.waitForTimeout(200);
  expect(await events(page, 'page_view')).toHaveLength(2);
});

test('a product page reports its product id, without the language prefix in zh', async ({page}) => {
  await page.goto('/zh/x/api/data-grid/data-grid/');
  await waitForHydration(page);
  await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute('content', 'x-data-grid');
  await expect.poll(async () => (await events(page, 'page_view'))[0]).toMatchObject({page_location: '/x/api/data-grid/data-grid/', productId: 'x-data-grid', productCategoryId: 'x'});
});

test('the code copy button records code / copy-click', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await block.getByRole('button', {name: 'Copy the code'}).click();
  await expect.poll(async () => (await events(page, 'code')).map((params) => params.eventAction)).toContain('copy-click');
});

test.describe('on a page with demos', () => {
  test.use({expectedConsoleProblem: MISSING_LICENSE_WARNING});

  test('switching the code to JS updates the codeVariant user property', async ({page}) => {
    await page.goto('/x/react-tree-view/getting-started/');
    await waitForHydration(page);
    const properties = async () => (await gtagCalls(page)).filter((call) => call[0] === 'set' && call[1] === 'user_properties').map((call) => call[2]);
    await expect.poll(properties).toContainEqual({codeVariant: 'TS'});
    expect(await properties()).toEqual(
      expect.arrayContaining([{codeStylingVariant: expect.any(String)}, {colorScheme: 'light'}, {userLanguage: 'en'}, {devicePixelRatio: 1}, {colorSchemeOS: 'light'}]),
    );
    await page.locator('[data-demo]').first().getByRole('button', {name: 'JS'}).click();
    await expect.poll(properties).toContainEqual({codeVariant: 'JS'});
  });
});

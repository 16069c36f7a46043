import {MISSING_LICENSE_WARNING, test, expect, waitForHydration} from './fixtures';

// Pages with Pro and Premium demos log the packages' licence notice.
test.use({expectedConsoleProblem: MISSING_LICENSE_WARNING});

/** Any file of the sharded index (src/modules/search/engine/format.ts). */
const SEARCH_INDEX = /\/search-index\/(manifest\.json|[tp]\/[^/]+\.json)$/;
const MANIFEST = /\/search-index\/manifest\.json$/;
/**
 * A first search reads a few small files; its speed is the bench's subject.
 * This only waits, with room for a machine busy rendering demos in the other worker.
 */
const FIRST_RESULTS = {timeout: 30_000};
const searchBox = (page: import('@playwright/test').Page) => page.locator('.navbar').getByRole('textbox', {name: /search|搜索/i});

test('nothing of the index loads before search is opened; its manifest on focus; a query only the pieces it needs', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (SEARCH_INDEX.test(pathname)) indexRequests.push(pathname.replace(/^.*\/search-index\//, ''));
  });
  await page.goto('/x/react-data-grid/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  await searchBox(page).focus();
  await expect.poll(() => indexRequests).toEqual(['manifest.json']);
  await page.locator('.navbar input.navbar__search-input').fill('aggregation');
  await expect(page.locator('.navbar [role="option"]').first()).toContainText('Aggregation', FIRST_RESULTS);
  // The shard of the query's word (a term shard is named by the term's first two letters), then the results' pages.
  const shards = indexRequests.filter((file) => file.startsWith('t/')).map((file) => file.replace(/^t\/([^.]+)\..*$/, '$1'));
  expect(shards).toEqual(['ag']);
  const pageFiles = indexRequests.filter((file) => file.startsWith('p/'));
  expect(pageFiles.length).toBeGreaterThan(0);
  expect(pageFiles.length).toBeLessThanOrEqual(10);
});

test.describe('an index that cannot be read', () => {
  test.use({
    expectedConsoleProblem: /Search: The search index at \/x\/search-index\/manifest\.json is not in the format this site reads/,
  });

  test('tells the reader under the box, and leaves the page working', async ({page, context}) => {
    await context.route(MANIFEST, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"format": 99}',
      }),
    );
    await page.goto('/x/introduction/');
    await waitForHydration(page);
    await page.locator('.navbar .navbar__search-input').fill('grouping');
    await expect(page.locator('.navbar [role="status"]')).toHaveText(/Search is unavailable right now/, FIRST_RESULTS);
    // Once the index answers again, the next query finds results and the message goes.
    await context.unroute(MANIFEST);
    await page.locator('.navbar input.navbar__search-input').fill('sorting');
    await expect(page.locator('.navbar [role="option"]').first()).toBeVisible(FIRST_RESULTS);
    await expect(page.locator('.navbar [role="status"]')).toHaveCount(0);
    // The page itself was untouched all along: its content and navigation work.
    await page.keyboard.press('Escape');
    await expect(page.locator('article h1')).toBeVisible();
    await page.locator('nav.menu a[href="/x/introduction/installation/"]').first().click();
    await expect(page).toHaveURL(/\/x\/introduction\/installation\/$/);
    await expect(page.locator('article h1')).toHaveText('Installation');
  });
});

test('Ctrl+K and / focus the search box; the index finishing its load later does not take the focus back', async ({page, context}) => {
  // The index answers only once the reader has clicked away, as on a slow connection.
  let releaseIndex = () => {};
  const indexHeld = new Promise<void>((resolve) => (releaseIndex = resolve));
  let held = 0;
  await context.route(
    (url) => SEARCH_INDEX.test(url.pathname),
    async (route) => {
      held += 1;
      await indexHeld;
      await route.continue();
    },
  );
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  // The real box has loaded, taken the focus and asked for the index, which waits.
  await expect.poll(() => held, FIRST_RESULTS).toBe(1);
  await page.locator('article h1').click();
  await expect(searchBox(page)).not.toBeFocused();
  releaseIndex();
  // The autocomplete is set up (and the box would refocus itself) once the index has loaded.
  // From then on the box is a combobox: found by its class.
  const loadedBox = page.locator('.navbar input.navbar__search-input');
  await expect(loadedBox).toHaveAttribute('aria-autocomplete', 'list', FIRST_RESULTS);
  await expect(loadedBox).not.toBeFocused();
  await page.keyboard.press('/');
  await expect(loadedBox).toBeFocused();
  // The slash opened search; it was not typed into the box.
  await expect(loadedBox).toHaveValue('');
});

test('a prop name finds its API entry, and the result opens the API page at the prop', async ({page}) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await searchBox(page).fill('pageSizeOptions');
  const suggestions = page.locator('.navbar [role="option"]');
  // The guide that explains the prop may come first; the prop's own entry is among the first results, under its page.
  const heading = suggestions.filter({hasText: 'DataGrid API'}).filter({hasText: 'pageSizeOptions'}).first();
  await expect(heading).toBeVisible(FIRST_RESULTS);
  expect(await suggestions.evaluateAll((options, target) => options.indexOf(target as HTMLElement), await heading.elementHandle())).toBeLessThan(5);
  await expect(heading.locator('mark').first()).toBeVisible();
  await heading.click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/(\?[^#]*)?#prop-pageSizeOptions$/);
  await expect(page.locator('[id="prop-pageSizeOptions"]')).toBeInViewport();
  // The search box is loaded at once on a page opened from a result, and marks the terms there.
  await expect(page.locator('article mark', {hasText: 'pageSizeOptions'}).first()).toBeVisible();
});

test('the search box code is not part of the first load either: a placeholder stands in until first use', async ({page}) => {
  const chunks: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js') && (await response.text()).includes('autocomplete:selected')) chunks.push(response.url());
  });
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  await page.locator('.navbar .navbar__search-input').hover();
  await expect.poll(() => chunks.length).toBe(1);
  // Hovering loads the box, but leaves the focus where it was.
  await expect(searchBox(page)).not.toBeFocused();
});

test('a Chinese query on the Chinese site finds the translated Introduction page', async ({page}) => {
  await page.goto('/zh/x/react-data-grid/');
  await waitForHydration(page);
  await searchBox(page).fill('数据密集型');
  const first = page.locator('.navbar [role="option"]').first();
  await expect(first).toContainText('MUI X 概览', FIRST_RESULTS);
  await first.click();
  await expect(page).toHaveURL(/\/zh\/x\/introduction\/(\?[^#]*)?(#.*)?$/);
  await expect(page.locator('article h1')).toHaveText(/MUI X 概览/);
});

for (const [base, query, firstResult] of [
  ['/x', 'row grouping', '/x/react-data-grid/row-grouping/'],
  ['/zh/x', '许可证密钥', '/zh/x/introduction/licensing/'],
] as const) {
  test(`a shared results link (${base}/search/?q=…) opens with its query searched and kept in the address`, async ({page}) => {
    await page.goto(`${base}/search/?q=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    await expect(page.locator('input[name="q"]')).toHaveValue(query);
    const results = page.locator('article h2 a');
    await expect(results.first()).toBeVisible(FIRST_RESULTS);
    const top = await results.evaluateAll((links) => links.slice(0, 3).map((link) => new URL(link.getAttribute('href') ?? '', location.href).pathname));
    expect(top).toContain(firstResult);
    // The address still holds the query, so the page can be shared or reloaded as it is.
    expect(new URL(page.url()).searchParams.get('q')).toBe(query);
  });
}

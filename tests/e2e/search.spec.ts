import {MISSING_LICENSE_WARNING, test, expect, waitForHydration} from './fixtures';

// Pages with Pro and Premium demos log the packages' licence notice.
test.use({expectedConsoleProblem: MISSING_LICENSE_WARNING});

const SEARCH_INDEX = /\/search-index[^/]*\.json$/;
/**
 * The first search loads the index (about 2 MB gzip) and parses it: about 6 s
 * on an idle 2-core machine, several times that while the other test worker
 * renders demos. Its speed is the bench's subject; this only waits for it.
 */
const FIRST_RESULTS = {timeout: 60_000};
const searchBox = (page: import('@playwright/test').Page) => page.locator('.navbar').getByRole('textbox', {name: /search|搜索/i});

test('the search index is not part of the first load; it loads when search is opened', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (SEARCH_INDEX.test(new URL(request.url()).pathname)) indexRequests.push(request.url());
  });
  await page.goto('/x/react-data-grid/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  await searchBox(page).focus();
  await expect.poll(() => indexRequests.length).toBe(1);
});

test('Ctrl+K and / focus the search box; the index finishing its load later does not take the focus back', async ({page, context}) => {
  test.slow(); // see FIRST_RESULTS
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

test('a prop name finds the DataGrid API page first, at the prop', async ({page}) => {
  test.slow(); // see FIRST_RESULTS
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await searchBox(page).fill('pageSizeOptions');
  const suggestions = page.locator('.navbar [role="option"]');
  await expect(suggestions.first()).toBeVisible(FIRST_RESULTS);
  // Results are grouped under their page: the first is the DataGrid API page, then its matching heading.
  await expect(suggestions.first()).toContainText('DataGrid API');
  const heading = suggestions.filter({hasText: 'pageSizeOptions'}).first();
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
  test.slow(); // see FIRST_RESULTS
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
    test.slow(); // see FIRST_RESULTS
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

import {MISSING_LICENSE_WARNING, test, expect, waitForHydration} from './fixtures';

test('?lang=zh takes the reader to the Chinese page and drops the parameter', async ({page}) => {
  await page.goto('/x/introduction/licensing/?lang=zh#upgrade-or-renew');
  await expect(page).toHaveURL(/\/zh\/x\/introduction\/licensing\/#upgrade-or-renew$/);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('navigation', {name: '文档侧边栏'}).getByRole('link', {name: '许可'})).toBeVisible();
});

test('?lang=en on the English page only removes the parameter; other values are ignored', async ({page}) => {
  await page.goto('/x/introduction/?lang=en&ref=docs');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/x\/introduction\/\?ref=docs$/);
  await page.goto('/x/introduction/?lang=fr');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/x\/introduction\/\?lang=fr$/);
});

test('the language menu keeps the reader on the same page', async ({page}) => {
  await page.goto('/x/introduction/support/');
  await waitForHydration(page);
  await page.locator('.navbar').getByRole('button', {name: 'English'}).hover();
  await page.locator('.navbar').getByRole('link', {name: '中文'}).click();
  await expect(page).toHaveURL(/\/zh\/x\/introduction\/support\/$/);
});

test('a page without a Chinese translation says so, in Chinese, above the English text', async ({page}) => {
  await page.goto('/zh/x/react-tree-view/simple-tree-view/focus/');
  await waitForHydration(page);
  const notice = page.getByRole('note').filter({hasText: '此页面尚未翻译'});
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', {name: '帮助翻译它'})).toHaveAttribute('href', /#translating$/);
  await page.goto('/x/react-tree-view/simple-tree-view/focus/');
  await waitForHydration(page);
  await expect(page.getByText('has not been translated')).toHaveCount(0);
});

test.describe('the version menu', () => {
  test.use({expectedConsoleProblem: MISSING_LICENSE_WARNING});

  const versionLinks = async (page: import('@playwright/test').Page) => {
    await page.locator('.navbar').getByRole('button', {name: /^Version v8\.0\.0-alpha\.6/}).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', {name: 'v8.0.0-alpha.6'})).toBeVisible();
    return menu.getByRole('menuitem').evaluateAll((items) => items.map((item) => `${item.textContent} ${item.getAttribute('href') ?? '(current)'}`));
  };

  test('on a Data Grid page lists the grid’s versions', async ({page}) => {
    await page.goto('/x/react-data-grid/sorting/');
    await waitForHydration(page);
    expect(await versionLinks(page)).toEqual([
      'v8.0.0-alpha.6 (current)',
      'v7 https://mui.com/x/react-data-grid/',
      'v6 https://v6.mui.com/x/react-data-grid/',
      'v5 https://v5.mui.com/x/react-data-grid/',
      'v4 https://v4.mui.com/components/data-grid/',
    ]);
  });

  test('on a Chinese pickers page lists the pickers’ versions with the language prefix', async ({page}) => {
    await page.goto('/zh/x/react-date-pickers/getting-started/');
    await waitForHydration(page);
    await page.locator('.navbar').getByRole('button', {name: /^版本 v8\.0\.0-alpha\.6/}).click();
    // The menu's code arrives on the first press.
    await expect(page.getByRole('menu').getByRole('menuitem', {name: 'v8.0.0-alpha.6'})).toBeVisible();
    const links = await page.getByRole('menu').getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getAttribute('href')));
    expect(links).toEqual([null, 'https://mui.com/zh/x/react-date-pickers/', 'https://v6.mui.com/zh/x/react-date-pickers/', 'https://v5.mui.com/zh/x/react-date-pickers/getting-started/']);
  });
});

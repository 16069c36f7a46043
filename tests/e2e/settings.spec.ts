import type {Page} from '@playwright/test';
import {darken} from '@mui/system/colorManipulator';
import {test, expect, openSettings, waitForHydration} from './fixtures';

const INTRO = '/x/introduction/';
const ONE_YEAR_SECONDS = 31536000;

async function theme(page: Page) {
  return page.evaluate(() => ({
    attribute: document.documentElement.dataset.theme,
    bodyClass: document.body.className,
    stored: localStorage.getItem('mui-mode'),
    themeColors: [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('content')),
  }));
}

test.describe('mode', () => {
  test('choosing dark survives a reload and is stored under mui-mode', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(INTRO);
    await waitForHydration(page);
    const drawer = await openSettings(page);
    await drawer.getByRole('button', {name: 'Dark'}).click();
    await expect.poll(() => theme(page)).toMatchObject({attribute: 'dark', stored: 'dark'});
    expect((await theme(page)).bodyClass).toContain('mode-dark');

    await page.reload();
    await waitForHydration(page);
    const after = await theme(page);
    expect(after).toMatchObject({attribute: 'dark', stored: 'dark'});
    expect(after.bodyClass).toContain('mode-dark');
    expect(after.themeColors).toEqual(['hsl(210, 14%, 7%)', 'hsl(210, 14%, 7%)']);
    // One choice: Docusaurus' toggle reflects it too.
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'dark');
  });

  test('system follows the OS while the page is open', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(INTRO);
    await waitForHydration(page);
    const drawer = await openSettings(page);
    await expect(drawer.getByRole('button', {name: 'System', exact: true})).toHaveAttribute('aria-pressed', 'true');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect.poll(() => theme(page)).toMatchObject({attribute: 'dark'});
    await expect.poll(async () => (await theme(page)).bodyClass).toContain('mode-dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect.poll(() => theme(page)).toMatchObject({attribute: 'light'});
  });

  test.describe(() => {
    // Bundles are blocked on purpose: their failed loads are expected.
    test.use({expectedConsoleProblem: /Failed to load resource/});
    test('a stored choice is painted before any bundle runs', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(INTRO);
    await page.evaluate(() => localStorage.setItem('mui-mode', 'dark'));
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    });
  });

  test('an unknown stored value falls back to system', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto(INTRO);
    await page.evaluate(() => localStorage.setItem('mui-mode', 'sepia'));
    await page.reload();
    await waitForHydration(page);
    expect(await theme(page)).toMatchObject({attribute: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
  });

  test('a choice made in one tab reaches the other open tabs', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.emulateMedia({colorScheme: 'light'});
      await page.goto(INTRO);
      await waitForHydration(page);
    }
    const drawer = await openSettings(first);
    await drawer.getByRole('button', {name: 'Dark'}).click();
    await expect.poll(() => theme(second)).toMatchObject({attribute: 'dark', stored: 'dark'});
  });

  test("Docusaurus' navbar toggle and the drawer share one choice", async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(INTRO);
    await waitForHydration(page);
    const toggle = page.locator('.navbar button[class*="toggleButton"]').first();
    for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme-choice')) !== 'dark'; i += 1) {
      await toggle.click();
    }
    await expect.poll(() => theme(page)).toMatchObject({attribute: 'dark', stored: 'dark'});
    const drawer = await openSettings(page);
    await expect(drawer.getByRole('button', {name: 'Dark'})).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('direction', () => {
  test('right-to-left flips the whole page and every MUI component, without reload', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/x/introduction/installation/');
    await waitForHydration(page);
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    const article = page.locator('article');
    const before = {sidebar: (await sidebar.boundingBox())!, article: (await article.boundingBox())!};
    expect(before.sidebar.x).toBeLessThan(before.article.x);

    const drawer = await openSettings(page);
    const preview = drawer.getByTestId('settings-demo-preview');
    const adornment = preview.locator('.MuiInputAdornment-root');
    const input = preview.getByLabel('Amount');
    expect((await adornment.boundingBox())!.x).toBeLessThan((await input.boundingBox())!.x);

    await drawer.getByRole('button', {name: 'Right to left'}).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    // The demo input's adornment moves to the other side.
    await expect.poll(async () => (await adornment.boundingBox())!.x > (await input.boundingBox())!.x).toBe(true);

    await page.getByRole('button', {name: 'Close settings'}).click();
    const after = {sidebar: (await sidebar.boundingBox())!, article: (await article.boundingBox())!};
    expect(after.sidebar.x).toBeGreaterThan(after.article.x);
    // The page kept its state: same URL, no reload.
    expect(page.url()).toContain('/x/introduction/installation/');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });
});

test.describe('density', () => {
  test('dense mode shrinks the demo components; reset restores them', async ({page}) => {
    await page.goto(INTRO);
    await waitForHydration(page);
    const drawer = await openSettings(page);
    const pay = drawer.getByTestId('settings-demo-preview').getByRole('button', {name: 'Pay'});
    const normalHeight = (await pay.boundingBox())!.height;
    await drawer.getByLabel('Dense components').check();
    await expect.poll(async () => (await pay.boundingBox())!.height).toBeLessThan(normalHeight);
    await drawer.getByRole('button', {name: 'Reset density'}).click();
    await expect.poll(async () => (await pay.boundingBox())!.height).toBe(normalHeight);
  });
});

test.describe('cookies', () => {
  test('code preferences are stored for the whole site for one year', async ({page, context}) => {
    await page.goto(INTRO);
    await waitForHydration(page);
    const drawer = await openSettings(page);
    await drawer.getByRole('button', {name: 'JavaScript'}).click();
    await drawer.getByRole('button', {name: 'Tailwind'}).click();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'codeVariant')?.value).toBe('JS');
    const cookies = await context.cookies();
    for (const [name, value] of [['codeVariant', 'JS'], ['codeStyling', 'Tailwind']]) {
      const cookie = cookies.find((c) => c.name === name)!;
      expect(cookie).toMatchObject({value, path: '/'});
      expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(ONE_YEAR_SECONDS - 120);
      expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(ONE_YEAR_SECONDS + 1);
    }
    // And they apply on the next page, Chinese included.
    await page.goto('/zh/x/introduction/');
    await waitForHydration(page);
    const zhDrawer = await openSettings(page, '设置');
    await expect(zhDrawer.getByRole('heading', {name: '代码示例'})).toBeVisible();
    await expect(zhDrawer.getByRole('button', {name: 'JavaScript'})).toHaveAttribute('aria-pressed', 'true');
    await expect(zhDrawer.getByRole('button', {name: 'Tailwind'})).toHaveAttribute('aria-pressed', 'true');
  });

  test('a demo anchor in the URL wins over the stored code variant', async ({page, context}) => {
    await context.addCookies([{name: 'codeVariant', value: 'JS', url: 'http://127.0.0.1:4173/'}]);
    await page.goto(`${INTRO}#BasicDemo.tsx`);
    await waitForHydration(page);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'codeVariant')?.value).toBe('TS');
  });

  test('custom colours apply to the shell and the demos, are stored, and reset', async ({page, context}) => {
    await page.goto(INTRO);
    await waitForHydration(page);
    const drawer = await openSettings(page);
    await drawer.getByLabel('Primary', {exact: true}).fill('rgb(200, 30, 90)');
    await drawer.getByRole('button', {name: 'Apply colours'}).click();
    const linkColor = () => page.evaluate(() => getComputedStyle(document.querySelector('.markdown p a[href*="installation"]')!).color);
    // Text in light mode takes the colour's dark shade, as MUI derives it (darken by 0.3), for contrast.
    const linkShade = darken('rgb(200, 30, 90)', 0.3);
    await expect.poll(linkColor).toBe(linkShade);
    const pay = drawer.getByTestId('settings-demo-preview').getByRole('button', {name: 'Pay'});
    expect(await pay.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(200, 30, 90)');
    const stored = (await context.cookies()).find((c) => c.name === 'paletteColors')!;
    // Raw JSON, as the vendor's other docs on the host write and read it.
    expect(JSON.parse(stored.value)).toMatchObject({primary: {main: 'rgb(200, 30, 90)'}});
    expect(stored.path).toBe('/');

    await page.reload();
    await waitForHydration(page);
    await expect.poll(linkColor).toBe(linkShade);
    const again = await openSettings(page);
    await again.getByRole('button', {name: 'Reset colours'}).click();
    await expect.poll(linkColor).not.toBe(linkShade);
    expect((await context.cookies()).find((c) => c.name === 'paletteColors')).toBeUndefined();
  });

  test('colours and code styling stored raw by the vendor\'s other docs apply here', async ({page, context}) => {
    await context.addCookies([
      {name: 'paletteColors', value: '{"primary":{"main":"#2e7d32"}}', url: 'http://127.0.0.1:4173/'},
      {name: 'codeStyling', value: 'MUI System', url: 'http://127.0.0.1:4173/'},
      {name: 'codeVariant', value: 'JS', url: 'http://127.0.0.1:4173/'},
    ]);
    await page.goto(INTRO);
    await waitForHydration(page);
    const drawer = await openSettings(page);
    await expect(drawer.getByLabel('Primary', {exact: true})).toHaveValue('#2e7d32');
    await expect(drawer.getByRole('button', {name: 'JavaScript'})).toHaveAttribute('aria-pressed', 'true');
    await expect(drawer.getByRole('button', {name: 'MUI System'})).toHaveAttribute('aria-pressed', 'true');
    expect((await context.cookies()).find((c) => c.name === 'codeStyling')?.value).toBe('MUI System');
  });

  test('an unsupported colour shows MUI\'s error and changes nothing', async ({page, context}) => {
    await page.goto(INTRO);
    await waitForHydration(page);
    const drawer = await openSettings(page);
    await drawer.getByLabel('Primary', {exact: true}).fill('cornflowerblue');
    await expect(drawer.getByText(/MUI: Unsupported `cornflowerblue` color/)).toBeVisible();
    await expect(drawer.getByRole('button', {name: 'Apply colours'})).toBeDisabled();
    expect((await context.cookies()).find((c) => c.name === 'paletteColors')).toBeUndefined();
  });
});

test.describe('bad stored input', () => {
  test.use({expectedConsoleProblem: /Ignoring the paletteColors cookie/});

  for (const value of ['%7Bnot-json', '%5B1%2C2%5D', '%7B%22primary%22%3A%7B%22main%22%3A%22%23zzz%22%7D%7D']) {
    test(`a bad paletteColors cookie (${value}) leaves the page working, with one warning`, async ({page, context}) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await context.addCookies([{name: 'paletteColors', value, url: 'http://127.0.0.1:4173/'}]);
      await page.goto(INTRO);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('MUI X overview');
      const drawer = await openSettings(page);
      await expect(drawer.getByLabel('Primary', {exact: true})).toHaveValue('hsl(210, 100%, 45%)');
      expect(warnings.filter((w) => w.includes('paletteColors'))).toHaveLength(1);
    });
  }

  test('garbage code-preference cookies fall back to the defaults', async ({page, context}) => {
    await context.addCookies([
      {name: 'codeVariant', value: 'Python', url: 'http://127.0.0.1:4173/'},
      {name: 'codeStyling', value: '%E0%A4%A', url: 'http://127.0.0.1:4173/'},
    ]);
    await page.goto(INTRO);
    await waitForHydration(page);
    const drawer = await openSettings(page);
    await expect(drawer.getByRole('button', {name: 'TypeScript'})).toHaveAttribute('aria-pressed', 'true');
    await expect(drawer.getByRole('button', {name: 'MUI System'})).toHaveAttribute('aria-pressed', 'true');
  });
});

test('the mobile menu opens over the page with its links', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(INTRO);
  await waitForHydration(page);
  await page.getByRole('button', {name: /toggle navigation/i}).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu.getByRole('link', {name: 'Installation'})).toBeVisible();
  expect((await menu.boundingBox())!.height).toBeGreaterThan(600);
  // The settings gear stays in the top bar on small screens.
  await expect(page.locator('.navbar').getByRole('button', {name: 'Settings'})).toBeVisible();
});

import {test, expect, waitForHydration, luminance, FONT_HOST, POLICY_VIOLATION, reportPolicyViolations} from './fixtures';
import {OFF_MACHINE_URL} from '../../scripts/chromium.mjs';

const PAGES = ['/x/introduction/', '/x/introduction/installation/', '/zh/x/introduction/'];

test.describe('site root', () => {
  test('/x/ leads to the introduction, keeping query and hash', async ({page}) => {
    await page.goto('/x/?utm=docs#plans');
    await expect(page).toHaveURL(/\/x\/introduction\/\?utm=docs#plans$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('MUI X overview');
  });

  test('/zh/x/ leads to the Chinese introduction', async ({page}) => {
    await page.goto('/zh/x/');
    await expect(page).toHaveURL(/\/zh\/x\/introduction\/$/);
  });
});

test('the served HTML is styled before any script runs', async ({request}) => {
  const html = await (await request.get('/x/introduction/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  // Both themes' variables, both colour schemes (keyed on the attribute Docusaurus sets
  // pre-paint), come with the site's stylesheet, which <head> makes the page wait for.
  const stylesheets = [...head.matchAll(/<link rel="?stylesheet"? href="?(\/x\/assets\/css\/[^" >]+\.css)/g)].map((m) => m[1]);
  expect(stylesheets).toHaveLength(1);
  const siteCss = await (await request.get(stylesheets[0])).text();
  expect(siteCss).toMatch(/\[data-theme=("?)dark\1\]\{[^}]*--mui-palette-background-default:/);
  expect(siteCss).toMatch(/\[data-theme=("?)dark\1\]\{[^}]*--demo-palette-background-default:/);
  // …and only there: the page itself carries the component rules for the MUI icons it renders (product cards, page actions).
  const emotionCss = [...html.matchAll(/<style data-emotion="css[^"]*">([^<]*)<\/style>/g)].map((m) => m[1]).join('\n');
  expect(emotionCss).not.toContain('--mui-palette-primary-main:');
  const iconClass = html.match(/class="[^"]*\bMuiSvgIcon-root\b[^"]*\b(css-[a-z0-9]+)"/)?.[1];
  expect(iconClass).toBeTruthy();
  expect(emotionCss).toContain(`.${iconClass}{`);
});

test('the shell sets the title, the viewport and a non-blocking icon font', async ({page, fontRequests}) => {
  const response = await page.goto('/x/introduction/');
  const html = await response!.text();
  expect(html).toMatch(/<link rel="?stylesheet"? href="?https:\/\/fonts\.googleapis\.com\/icon\?family=Material\+Icons%7CMaterial\+Icons\+Two\+Tone"? media="?print"?/);
  await expect(page).toHaveTitle('MUI X overview | MUI X');
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'initial-scale=1, width=device-width');
  const fontLink = page.locator('link[data-font="material-icons"]');
  await expect(fontLink).toHaveAttribute('media', 'all');
  expect(fontRequests).toEqual([`${FONT_HOST}/icon?family=Material+Icons%7CMaterial+Icons+Two+Tone`]);
});

for (const path of PAGES) {
  test(`${path} hydrates with no console error or warning`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
    // Client-side navigation must stay clean too.
    await page.locator('.menu__link').last().click();
    await expect(page.locator('article h1')).toBeVisible();
  });
}

test.describe('production console', () => {
  test('prints the theme tip once and exposes the MUI theme', async ({page, consoleLogs}) => {
    await page.goto('/x/introduction/');
    await waitForHydration(page);
    await expect.poll(() => consoleLogs.filter((log) => log.includes('Tip: you can access the documentation `theme` object directly in the console.')).length).toBe(1);
    expect(await page.evaluate(() => (window as unknown as {theme?: {shape: {borderRadius: number}}}).theme?.shape.borderRadius)).toBe(12);
  });
});

test.describe('colour mode on first paint', () => {
  for (const colorScheme of ['dark', 'light'] as const) {
    test(`a ${colorScheme} OS gets ${colorScheme} before any bundle runs, and keeps it after hydration`, async ({browser}) => {
      const context = await browser.newContext({colorScheme});
      // The colour-mode script runs inline, allowed by its hash in the policy.
      await reportPolicyViolations(context);
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (message) => message.text().startsWith(POLICY_VIOLATION) && violations.push(message.text()));
      // Without the bundles, the page is what the first frame shows: HTML, CSS and inline head scripts.
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.route(OFF_MACHINE_URL, (route) => route.abort());
      await page.goto('/x/introduction/');
      const firstPaint = await page.evaluate(() => ({
        theme: document.documentElement.dataset.theme,
        // Infima paints the page background on <html>; <body> stays transparent.
        page: getComputedStyle(document.documentElement).backgroundColor,
        // A product card: its background is the MUI paper colour variable.
        card: getComputedStyle(document.querySelector('[class*="card_"]')!).backgroundColor,
        heading: getComputedStyle(document.querySelector('h1')!).color,
      }));
      expect(firstPaint.theme).toBe(colorScheme);
      expect(violations).toEqual([]);
      if (colorScheme === 'dark') {
        expect(luminance(firstPaint.page)).toBeLessThan(0.1);
        expect(luminance(firstPaint.card)).toBeLessThan(0.15);
        expect(luminance(firstPaint.heading)).toBeGreaterThan(0.9);
      } else {
        expect(luminance(firstPaint.page)).toBeGreaterThan(0.95);
        expect(luminance(firstPaint.card)).toBeGreaterThan(0.95);
        expect(luminance(firstPaint.heading)).toBeLessThan(0.2);
      }

      await page.unrouteAll({behavior: 'ignoreErrors'});
      await page.route(OFF_MACHINE_URL, (route) => route.abort());
      await page.goto('/x/introduction/');
      await waitForHydration(page);
      const hydrated = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      expect(hydrated).toBe(firstPaint.page);
      await context.close();
    });
  }

  test('a colour mode chosen in English also applies in Chinese', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/x/introduction/');
    await waitForHydration(page);
    const toggle = page.locator('.navbar button[class*="toggleButton"]').first();
    // Light (system) → dark; Docusaurus cycles system → light → dark in 3.10.
    for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; i += 1) {
      await toggle.click();
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto('/zh/x/introduction/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

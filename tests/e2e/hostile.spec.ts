/**
 * Hostile input a reader's browser can carry to the site: cookies and local
 * storage written by another app on the origin (or a sibling subdomain),
 * links with a crafted query, hash or path, an ad feed and a feedback
 * endpoint that answer badly. For each one the page shows its content, no
 * injected script runs, no request leaves for a host the build was not
 * configured with, the console shows at most one clear warning (the fixtures
 * fail a test on any other console problem, outside request or
 * Content-Security-Policy violation), and what the reader had is kept.
 * The parsers behind them have their own, larger tables in the unit tests.
 */
import type {BrowserContext, Page} from '@playwright/test';
import {MISSING_LICENSE_WARNING, test, expect, waitForHydration} from './fixtures';
import {FAKES_ORIGIN} from './siteEnv.mjs';

const PAYLOAD = '<img src=x onerror="window.__pwned=1">';
const TEXT_PAGE = '/x/introduction/licensing/';
const DEMO_PAGE = '/x/react-tree-view/getting-started/';

type HostileInput = {
  name: string;
  /** The URL the reader opens (after `setup`). */
  url: string;
  setup?: (context: BrowserContext, baseURL: string) => Promise<void>;
  /** The one warning the site may print about it. */
  warning?: RegExp;
  /** What the reader should still have or see. */
  check?: (page: Page) => Promise<void>;
};

const cookie = (name: string, value: string) => async (context: BrowserContext, baseURL: string) => {
  await context.addCookies([{name, value: encodeURIComponent(value), url: baseURL}]);
};

const storage = (entries: Record<string, string>) => async (context: BrowserContext) => {
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, entries);
};

const IGNORED_PALETTE = /Ignoring the paletteColors cookie/;

/** The page keeps the site's own primary colour: nothing of the cookie reached CSS. */
async function defaultColours(page: Page) {
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return {background: style.backgroundImage, primary: getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim()};
  });
  expect(body.background).toBe('none');
  expect(body.primary).not.toMatch(/url|expression|evil|;|}/);
}

const PALETTE_COOKIES: Array<[string, string]> = [
  ['a CSS breakout with a tracking background', '{"primary":{"main":"rgb(1,2,3);}body{background:url(https://evil.example/t)}x{"}}'],
  ['an expression()', '{"primary":{"main":"expression(alert(1))"}}'],
  ['a closing style tag and a script', `{"primary":{"main":"</style>${PAYLOAD.replace(/"/g, '\\"')}"}}`],
  ['a comment that swallows the rest', '{"primary":{"main":"#fff/*"},"secondary":{"main":"*/}body{display:none}"}}'],
  ['an escaped breakout', '{"primary":{"main":"rgb(1,2,3)\\\\3b}body{background:red}"}}'],
  ['a prototype key', '{"__proto__":{"main":"#ff0000"}}'],
  ['an extra field beside main', '{"primary":{"main":"#000000","contrastText":"url(https://evil.example/c)"}}'],
  ['a number for a colour', '{"primary":{"main":1e999}}'],
  ['text that is not JSON', '{{{not json'],
  ['4 KB of colour', `{"primary":{"main":"#${'f'.repeat(4000)}"}}`],
];

const INPUTS: Array<HostileInput & {kind: string}> = [
  ...PALETTE_COOKIES.map(([name, value]) => ({
    kind: 'cookie',
    name: `paletteColors: ${name}`,
    url: TEXT_PAGE,
    setup: cookie('paletteColors', value),
    warning: IGNORED_PALETTE,
    check: defaultColours,
  })),
  {kind: 'cookie', name: 'codeVariant: markup', url: DEMO_PAGE, setup: cookie('codeVariant', PAYLOAD)},
  {kind: 'cookie', name: 'codeVariant: a path', url: DEMO_PAGE, setup: cookie('codeVariant', '../../JS')},
  {kind: 'cookie', name: 'codeStyling: markup', url: DEMO_PAGE, setup: cookie('codeStyling', `"><script>window.__pwned=1</script>`)},
  {kind: 'cookie', name: 'codeStyling: 4 KB', url: DEMO_PAGE, setup: cookie('codeStyling', 'x'.repeat(4000))},
  {kind: 'cookie', name: 'feedbackId: markup', url: TEXT_PAGE, setup: cookie('feedbackId', PAYLOAD)},
  {kind: 'cookie', name: 'feedbackId: 4 KB', url: TEXT_PAGE, setup: cookie('feedbackId', 'a'.repeat(4000))},
  {kind: 'local storage', name: 'mui-mode: a script', url: TEXT_PAGE, setup: storage({'mui-mode': '"};window.__pwned=1;//'})},
  {kind: 'local storage', name: 'mui-mode: markup', url: TEXT_PAGE, setup: storage({'mui-mode': PAYLOAD})},
  {kind: 'local storage', name: 'mui-mode: 100 KB', url: TEXT_PAGE, setup: storage({'mui-mode': 'd'.repeat(100_000)})},
  {kind: 'local storage', name: "Docusaurus' colour mode: markup", url: TEXT_PAGE, setup: storage({'theme-mui-x': PAYLOAD, theme: PAYLOAD})},
  {kind: 'local storage', name: 'the preferred docs version: a path out of the site', url: TEXT_PAGE, setup: storage({'docs-preferred-version-default-mui-x': '//evil.example/x/', 'docs-preferred-version-default': '//evil.example/x/'})},
  {kind: 'local storage', name: 'the preferred docs version: JSON', url: TEXT_PAGE, setup: storage({'docs-preferred-version-default-mui-x': '{"__proto__":{"x":1}}'})},
  {kind: 'query', name: '?lang= naming another host', url: `${TEXT_PAGE}?lang=//evil.example`},
  {kind: 'query', name: '?lang=javascript:', url: `${TEXT_PAGE}?lang=javascript:window.__pwned=1`},
  {kind: 'query', name: '?lang= twice', url: `${TEXT_PAGE}?lang=zh&lang=//evil.example`, check: async (page) => expect(page).toHaveURL(/\/zh\/x\/introduction\/licensing\//)},
  {kind: 'query', name: 'a malformed escape', url: `${TEXT_PAGE}?lang=%E0%A4%A&q=%`},
  {kind: 'query', name: 'markup in the search highlight', url: `${TEXT_PAGE}?_highlight=${encodeURIComponent(PAYLOAD)}`},
  {kind: 'query', name: 'a malformed search highlight', url: `${TEXT_PAGE}?_highlight=%`},
  {kind: 'query', name: 'markup in a search page query', url: `/x/search/?q=${encodeURIComponent(PAYLOAD)}`},
  {kind: 'query', name: 'a malformed search page query', url: '/x/search/?q=%E0%A4%A'},
  {kind: 'hash', name: 'a lone %', url: `${DEMO_PAGE}#%`},
  {kind: 'hash', name: 'a truncated escape', url: `${DEMO_PAGE}#%E0%A4%A`},
  {kind: 'hash', name: 'markup', url: `${DEMO_PAGE}#${encodeURIComponent(PAYLOAD)}`},
  {kind: 'hash', name: 'a javascript: fragment', url: `${DEMO_PAGE}#javascript:window.__pwned=1`},
  {kind: 'hash', name: "a demo's file name with a stray %", url: `${DEMO_PAGE}#FirstComponent.tsx%`},
  {kind: 'hash', name: '10 KB', url: `${DEMO_PAGE}#${'a'.repeat(10_000)}`},
  ...(
    [
      ['markup in a missing page', `/x/${encodeURIComponent(PAYLOAD)}/`],
      ['another host after the locale', '/x//evil.example/?lang=en'],
      ['a malformed escape', '/x/%E0%A4%A/'],
      ['encoded dot segments', '/x/..%2f..%2f..%2fetc%2fpasswd'],
    ] as const
  ).map(([name, url]) => ({
    kind: 'path',
    name,
    url,
    // A missing page: the server answers with the locale's 404 page, which the browser reports.
    warning: /status of 404/,
    check: async (page: Page) => expect(page.locator('h1')).toHaveText('Page Not Found'),
  })),
];

test.describe('path outside the locales', () => {
  test("?lang= on a missing page outside the site's paths stays on the site, on a host that serves its 404 page there", async ({context, page, baseURL}) => {
    // Such a host answers every missing path with the site's 404 page, whose scripts then run at that path.
    await context.route('**/zh//evil.example/x/**', (route) => route.continue({url: `${baseURL}/zh/x/404.html`}));
    await page.goto('/zh//evil.example/x/?lang=en');
    await waitForHydration(page);
    await expectUnharmed(page);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });
});

/** Clicks a vote and writes a comment: what the reader must not lose. */
async function voteAndComment(page: Page, comment: string) {
  const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
  await feedback.getByRole('button', {name: 'No'}).click();
  const box = feedback.getByRole('textbox', {name: 'What was missing, unclear or wrong? (optional)'});
  await box.fill(comment);
  await feedback.getByRole('button', {name: 'Submit'}).click();
  return {feedback, box};
}

const FEEDBACK_ANSWERS: Array<{name: string; answer: (route: import('@playwright/test').Route) => Promise<void>; warning: RegExp}> = [
  {name: 'a 500', answer: (route) => route.fulfill({status: 500, body: 'boom'}), warning: /status of 500/},
  {name: 'an HTML error page', answer: (route) => route.fulfill({status: 502, contentType: 'text/html', body: `<h1>Bad gateway</h1>${PAYLOAD}`}), warning: /status of 502/},
  {name: 'no connection', answer: (route) => route.abort('internetdisconnected'), warning: /ERR_INTERNET_DISCONNECTED/},
];

const FEEDS: Array<{name: string; body: () => string; warning?: RegExp; check: (page: Page) => Promise<void>}> = (() => {
  const ad = (fields: Record<string, unknown>) =>
    JSON.stringify({ads: [{statlink: `${FAKES_ORIGIN}/click`, image: `${FAKES_ORIGIN}/ad.svg`, company: 'Feed Co', description: 'An ad', ...fields}]});
  const noAd = async (page: Page) => expect(page.locator('[data-demo]').first().locator('[data-ad-feed]')).toHaveCount(0);
  return [
    {name: 'a javascript: link', body: () => ad({statlink: 'javascript:window.__pwned=1'}), warning: /No feed ad/, check: noAd},
    {name: 'a data: image', body: () => ad({image: `data:text/html,${PAYLOAD}`}), check: async (page) => expect(page.locator('[data-ad-feed] img[src^="data:"]')).toHaveCount(0)},
    {
      name: '200 copies of one pixel',
      body: () => ad({pixel: Array(200).fill(`${FAKES_ORIGIN}/pixel?d=1`).join('||')}),
      check: async (page) => expect(page.locator('[data-ad-feed]').first().locator('img[src*="pixel?d=1"]')).toHaveCount(1),
    },
    {
      name: 'pixels with a script or a document for a URL',
      body: () => ad({pixel: `javascript:window.__pwned=1||data:text/html,${PAYLOAD}||${FAKES_ORIGIN}/pixel?ok=1`}),
      check: async (page) => {
        await expect(page.locator('[data-ad-feed]').first().locator('img[src*="pixel?ok=1"]')).toHaveCount(1);
        await expect(page.locator('[data-ad-feed] img:is([src^="javascript:"], [src^="data:"])')).toHaveCount(0);
      },
    },
    {name: '1 MB of JSON', body: () => JSON.stringify({ads: [{description: 'x'.repeat(1_000_000)}]}), warning: /No feed ad/, check: noAd},
    {name: 'an HTML page', body: () => `<html>${PAYLOAD}</html>`, warning: /No feed ad/, check: noAd},
  ];
})();

async function expectUnharmed(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  // Give a payload that was let through the time to run.
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
}

/** At most one console message matches the warning the input may cause. */
function countWarnings(page: Page, warning: RegExp | undefined): () => number {
  let count = 0;
  page.on('console', (message) => {
    if (warning?.test(message.text())) count += 1;
  });
  return () => count;
}

for (const input of INPUTS) {
  test.describe(`${input.kind}`, () => {
    test.use({expectedConsoleProblem: new RegExp([MISSING_LICENSE_WARNING.source, ...(input.warning ? [input.warning.source] : [])].join('|'))});

    test(`${input.name}: the page renders, no script runs, at most one warning`, async ({context, page, baseURL}) => {
      await input.setup?.(context, baseURL!);
      const warnings = countWarnings(page, input.warning);
      await page.goto(input.url);
      await waitForHydration(page);
      await expectUnharmed(page);
      await input.check?.(page);
      expect(warnings()).toBeLessThanOrEqual(1);
    });
  });
}

test.describe('feedback endpoint', () => {
  for (const {name, answer, warning} of FEEDBACK_ANSWERS) {
    test.describe(name, () => {
      test.use({expectedConsoleProblem: warning});

      test(`${name}: the vote and the comment stay for another try`, async ({page}) => {
        await page.route(/\/feedback$/, answer);
        await page.goto(TEXT_PAGE);
        await waitForHydration(page);
        const comment = `Kept after ${name} ${PAYLOAD}`;
        const {feedback, box} = await voteAndComment(page, comment);
        await expect(page.getByText("Couldn't submit feedback. Please try again later.")).toBeVisible();
        await expect(box).toHaveValue(comment);
        await expect(feedback.getByRole('button', {name: 'No'})).toHaveAttribute('aria-pressed', 'true');
        await expect(feedback.getByRole('button', {name: 'Submit'})).toBeEnabled();
        await expectUnharmed(page);
      });
    });
  }
});

test.describe('ad feed', () => {
  for (const feed of FEEDS) {
    test.describe(feed.name, () => {
      test.use({expectedConsoleProblem: new RegExp([MISSING_LICENSE_WARNING.source, ...(feed.warning ? [feed.warning.source] : [])].join('|'))});

      test(`${feed.name}: the demo works, the ad is safe or absent, at most one warning`, async ({page}) => {
        await page.route(`${FAKES_ORIGIN}/ads.json*`, (route) => route.fulfill({status: 200, contentType: 'application/json', body: feed.body()}));
        const warnings = countWarnings(page, feed.warning);
        await page.goto(DEMO_PAGE);
        await waitForHydration(page);
        const demo = page.locator('[data-demo]').first();
        await demo.getByRole('button', {name: 'Hide the source'}).click();
        await demo.getByRole('button', {name: 'Show the source'}).click();
        await expect(demo.locator('.theme-code-block')).toBeVisible();
        await page.waitForTimeout(500);
        await feed.check(page);
        await expectUnharmed(page);
        expect(warnings()).toBeLessThanOrEqual(1);
      });
    });
  }

  test.describe('an answer that never comes', () => {
    test.use({expectedConsoleProblem: MISSING_LICENSE_WARNING});

    test('the page and its demos work while the feed hangs, and leaving the page drops it', async ({page}) => {
      await page.route(`${FAKES_ORIGIN}/ads.json*`, () => new Promise(() => {}));
      await page.goto(DEMO_PAGE);
      await waitForHydration(page);
      const demo = page.locator('[data-demo]').first();
      await demo.getByRole('button', {name: 'Hide the source'}).click();
      await demo.getByRole('button', {name: 'Show the source'}).click();
      await demo.getByRole('button', {name: 'JS'}).click();
      await expect(demo.locator('.theme-code-block')).toContainText('export default function');
      await page.getByRole('link', {name: 'Licensing'}).first().click();
      await expect(page.locator('h1')).toHaveText('Licensing');
      await expectUnharmed(page);
    });
  });
});

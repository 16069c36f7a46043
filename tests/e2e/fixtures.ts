import {test as base, expect, type BrowserContext, type ConsoleMessage, type Page} from '@playwright/test';

/** The font host the default build points at; answered locally, never reached. */
import {OFF_MACHINE_URL} from '../../scripts/chromium.mjs';
import {DEFAULT_FONT_HOST} from '../../src/config/env';

export const FONT_HOST = DEFAULT_FONT_HOST;

/** Pro and Premium demos run without a licence key here: their packages log this on purpose (and show a watermark). */
export const MISSING_LICENSE_WARNING = /MUI X: Missing license key|mui\.com\/r\/x-license/;

export const FAKE_ICON_FONT_CSS = '.material-icons{font-family:"Material Icons";}';

type Options = {
  /**
   * Console warnings or errors a test expects (e.g. a rejected cookie). One
   * RegExp: Playwright would read an array given to `test.use` as a
   * [value, options] pair.
   */
  expectedConsoleProblem: RegExp | undefined;
};

type Fixtures = {
  /** Console errors, warnings and uncaught exceptions seen during the test (expected ones excluded). */
  consoleProblems: string[];
  /** Every console.log message, in order. */
  consoleLogs: string[];
  /** Requests to the font host (answered with a small local stylesheet). */
  fontRequests: string[];
};

/**
 * Collects the console errors and warnings and the uncaught exceptions of a
 * page (the expected ones excluded) until `stop()`.
 */
export function watchConsole(page: Page, expected: RegExp | undefined): {problems: string[]; stop: () => void} {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    const text = `${message.type()}: ${message.text()}`;
    if ((message.type() === 'error' || message.type() === 'warning') && !expected?.test(text)) problems.push(text);
  };
  const onPageError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    problems,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/**
 * Keeps a browser context on this machine: the font host is answered with a
 * small local stylesheet, any other outside request is aborted and listed.
 */
export async function keepOnMachine(context: BrowserContext): Promise<{fontRequests: string[]; outside: string[]}> {
  const fontRequests: string[] = [];
  const outside: string[] = [];
  await context.route(OFF_MACHINE_URL, async (route) => {
    const url = route.request().url();
    if (url.startsWith(FONT_HOST)) {
      fontRequests.push(url);
      await route.fulfill({status: 200, contentType: 'text/css', body: FAKE_ICON_FONT_CSS});
    } else {
      outside.push(url);
      await route.abort('blockedbyclient');
    }
  });
  return {fontRequests, outside};
}

/** What the console shows for a blocked load or script; a test that sees one fails (see consoleProblems). */
export const POLICY_VIOLATION = 'Content-Security-Policy violation';

/**
 * Turns every Content-Security-Policy violation in the context's pages into a
 * console error, which fails the test: the server sends the build's own policy
 * (scripts/serve.mjs), and nothing the site does may break it.
 */
export async function reportPolicyViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript((label) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${label}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  }, POLICY_VIOLATION);
}

/**
 * No request leaves the machine (see keepOnMachine), no page breaks the
 * Content-Security-Policy (see reportPolicyViolations), and every test fails on
 * a console error, a warning or an uncaught exception (hydration mismatches
 * are reported as console errors by React).
 */
export const test = base.extend<Fixtures & Options>({
  expectedConsoleProblem: [undefined, {option: true}],
  consoleProblems: [
    async ({page, expectedConsoleProblem}, use) => {
      const watch = watchConsole(page, expectedConsoleProblem);
      await use(watch.problems);
      watch.stop();
      expect(watch.problems, 'console errors and warnings').toEqual([]);
    },
    {auto: true},
  ],
  consoleLogs: async ({page}, use) => {
    const logs: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'log') {
        logs.push(message.text());
      }
    });
    await use(logs);
  },
  fontRequests: [
    async ({context}, use) => {
      await reportPolicyViolations(context);
      const {fontRequests, outside} = await keepOnMachine(context);
      await use(fontRequests);
      expect(outside, 'requests to hosts outside this machine').toEqual([]);
    },
    {auto: true},
  ],
});

/** Resolves once React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Opens the settings drawer from the navbar gear and waits for it. */
export async function openSettings(page: Page, name = 'Settings') {
  await page.locator('.navbar').getByRole('button', {name}).click();
  const drawer = page.getByRole('dialog', {name});
  await drawer.waitFor();
  return drawer;
}

/** Parses `rgb(r, g, b)` / `rgba(r, g, b, a)` into a relative luminance (0–1). */
export function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export {expect};

/**
 * The service worker (behaviour.md §1) against two real production builds:
 * `build/` and `build-update/` (made by scripts/build-for-tests.mjs from the
 * same sources, so they differ only by their build id). Chromium resolves the
 * vendor host to 127.0.0.1, where this file serves one build or the other
 * over HTTPS (the vendor host is on Chromium's HSTS preload list) with a
 * throwaway certificate that Chromium is told to accept.
 */
import {createServer as createHttpServer, type Server} from 'node:http';
import {createServer as createHttpsServer} from 'node:https';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {chromium, expect, test, type Browser, type BrowserContext, type Page} from '@playwright/test';
import {generate as generateCertificate} from 'selfsigned';
import {readFileSync} from 'node:fs';
import serveHandler from 'serve-handler';
import {headersFor, parseHeadersFile} from '../../src/plugins/security-headers/headersFile.mjs';
import {CHROMIUM_ARGS, OFF_MACHINE_URL, requireChromium} from '../../scripts/chromium.mjs';
import {DEFAULT_SERVICE_WORKER_HOST} from '../../src/config/env';
import {FAKE_ICON_FONT_CSS, FONT_HOST, POLICY_VIOLATION, reportPolicyViolations} from './fixtures';

const SITE_DIR = path.join(__dirname, '../..');
const BUILDS = {first: path.join(SITE_DIR, 'build'), second: path.join(SITE_DIR, 'build-update')};

/** Serves one build folder, with the response headers it wrote; switching it is "deploying" the other build. */
async function startSwitchableServer(tls?: {key: string; cert: string}): Promise<{port: number; serve: (dir: string) => void; close: () => Promise<void>}> {
  let publicDir = BUILDS.first;
  const rules = new Map(Object.values(BUILDS).map((dir) => [dir, parseHeadersFile(readFileSync(path.join(dir, '_headers'), 'utf8'))]));
  const handle: Parameters<typeof createHttpServer>[1] = (request, response) => {
    for (const [name, value] of headersFor(rules.get(publicDir) ?? [], new URL(request.url ?? '/', 'http://localhost').pathname)) response.setHeader(name, value);
    void serveHandler(request, response, {public: publicDir, cleanUrls: true, trailingSlash: true});
  };
  const server: Server = tls ? createHttpsServer(tls, handle) : createHttpServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    serve: (dir) => (publicDir = dir),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function launch(extraArgs: string[]): Promise<Browser> {
  return chromium.launch({executablePath: requireChromium(), args: [...CHROMIUM_ARGS, ...extraArgs]});
}

/** Off-machine requests other than the mapped vendor host: fonts answered locally, anything else blocked and recorded. */
async function keepOnMachine(context: BrowserContext, outside: string[]): Promise<void> {
  await context.route(
    (url) => OFF_MACHINE_URL.test(url.href) && url.hostname !== DEFAULT_SERVICE_WORKER_HOST,
    async (route) => {
      const url = route.request().url();
      if (url.startsWith(FONT_HOST)) return route.fulfill({status: 200, contentType: 'text/css', body: FAKE_ICON_FONT_CSS});
      outside.push(url);
      return route.abort('blockedbyclient');
    },
  );
}

function activeWorkerScript(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active?.scriptURL ?? null;
  });
}

test.describe('service worker', () => {
  test.describe.configure({mode: 'serial'});
  let server: Awaited<ReturnType<typeof startSwitchableServer>>;
  let vendorServer: Awaited<ReturnType<typeof startSwitchableServer>>;

  test.beforeAll(async () => {
    const pems = await generateCertificate([{name: 'commonName', value: DEFAULT_SERVICE_WORKER_HOST}], {keySize: 2048, algorithm: 'sha256', notAfterDate: new Date(Date.now() + 24 * 3600 * 1000)});
    vendorServer = await startSwitchableServer({key: pems.private, cert: pems.cert});
    server = await startSwitchableServer();
  });
  test.afterAll(async () => {
    await Promise.all([server.close(), vendorServer.close()]);
  });

  test('registers on the vendor host, and an open page reloads once onto a new build when it has focus', async () => {
    test.setTimeout(60_000);
    const origin = `https://${DEFAULT_SERVICE_WORKER_HOST}:${vendorServer.port}`;
    const browser = await launch([`--host-resolver-rules=MAP ${DEFAULT_SERVICE_WORKER_HOST} 127.0.0.1`, '--ignore-certificate-errors']);
    const outside: string[] = [];
    try {
      const context = await browser.newContext();
      await keepOnMachine(context, outside);
      // The worker registers and the page reloads under the build's own policy.
      await reportPolicyViolations(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.text().startsWith(POLICY_VIOLATION) && errors.push(message.text()));

      vendorServer.serve(BUILDS.first);
      await page.goto(`${origin}/x/introduction/`);
      await expect.poll(() => activeWorkerScript(page)).toMatch(new RegExp(`^${origin}/x/sw\\.js\\?params=`));

      // Loaded again, the page is controlled by the first build's worker.
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

      // The reader looks at another window: the reload must wait.
      await page.evaluate(() => {
        const probe = window as unknown as {__focused: boolean};
        probe.__focused = false;
        document.hasFocus = () => probe.__focused;
        sessionStorage.setItem('pwa-test-marker', 'before-update');
      });
      let loads = 0;
      page.on('load', () => loads++);

      vendorServer.serve(BUILDS.second);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())!.update();
      });
      await page.waitForTimeout(1500);
      const reloadedWithoutFocus = loads;

      await page.evaluate(() => ((window as unknown as {__focused: boolean}).__focused = true)).catch(() => {});
      await expect.poll(() => loads, {timeout: 10_000}).toBeGreaterThanOrEqual(1);
      await page.waitForTimeout(1500);

      expect(reloadedWithoutFocus, 'no reload while the page has no focus').toBe(0);
      expect(loads, 'exactly one reload').toBe(1);
      // Same tab (session storage kept), now controlled by the new worker.
      expect(await page.evaluate(() => sessionStorage.getItem('pwa-test-marker'))).toBe('before-update');
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
    expect(outside, 'requests to hosts outside this machine').toEqual([]);
  });

  test('does not register on 127.0.0.1', async () => {
    const browser = await launch([]);
    const outside: string[] = [];
    try {
      const context = await browser.newContext();
      await keepOnMachine(context, outside);
      const page = await context.newPage();
      server.serve(BUILDS.first);
      await page.goto(`http://127.0.0.1:${server.port}/x/introduction/`);
      await page.waitForLoadState('load');
      await page.waitForTimeout(1000);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
      // The worker itself is still built and served, for the vendor host.
      expect((await page.request.get(`http://127.0.0.1:${server.port}/x/sw.js`)).ok()).toBe(true);
    } finally {
      await browser.close();
    }
    expect(outside).toEqual([]);
  });

  test('the web app manifest and its icons are served', async ({request}) => {
    const manifest = await (await request.get('/x/manifest.json')).json();
    expect(manifest).toMatchObject({start_url: '/x/introduction/', scope: '/x/', display: 'standalone'});
    for (const icon of manifest.icons as {src: string; sizes: string}[]) {
      const response = await request.get(icon.src);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
    }
  });
});

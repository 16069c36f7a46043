import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, requireChromium} from './scripts/chromium.mjs';
import {FAKES_ORIGIN} from './tests/e2e/siteEnv.mjs';

/** Browser tests run in the system Chromium against the production build made by `npm run build:test`. */
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {executablePath: requireChromium(), args: CHROMIUM_ARGS},
    // Recording a trace of every test costs about a sixth of the run; re-run a failure with `--trace on` to get one.
    trace: 'off',
  },
  webServer: [
    {
      // The build with the response headers it wrote (its Content-Security-Policy among them).
      command: `node scripts/serve.mjs --host 127.0.0.1 --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/x/introduction/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      // Analytics library, Carbon, ad feed and feedback endpoint the test build points at.
      command: 'node tests/e2e/fakes/server.mjs',
      url: `${FAKES_ORIGIN}/feedback/log`,
      reuseExistingServer: !process.env.CI,
      timeout: 10_000,
      stdout: 'ignore',
    },
  ],
});

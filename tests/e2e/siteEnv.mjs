// The configuration the tested build is made with: every third-party service
// (analytics library, Carbon, the ad feed, the feedback endpoint) points at
// the local fakes of tests/e2e/fakes/server.mjs, so the browser tests exercise
// them without leaving 127.0.0.1.
export const FAKES_PORT = Number(process.env.E2E_FAKES_PORT ?? 4180);
export const FAKES_ORIGIN = `http://127.0.0.1:${FAKES_PORT}`;

export const TEST_SITE_ENV = {
  DOCS_ANALYTICS_ID: 'G-E2ETEST',
  DOCS_GTAG_SCRIPT_URL: `${FAKES_ORIGIN}/gtag.js`,
  DOCS_FEEDBACK_URL: `${FAKES_ORIGIN}/feedback`,
  DOCS_CARBON_SERVE: 'E2ESERVE',
  DOCS_CARBON_PLACEMENT: 'e2e',
  DOCS_CARBON_SCRIPT_URL: `${FAKES_ORIGIN}/carbon.js`,
  DOCS_AD_FEED_URL: `${FAKES_ORIGIN}/ads.json`,
};

// Finds the system Chromium the browser tests and benchmarks drive. Playwright's
// own browser download is not used: it needs hosts this project cannot reach.
import {existsSync} from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** Any URL not on this machine: browser runs answer or block these, never reach them. */
export const OFF_MACHINE_URL = /^https?:\/\/(?!127\.0\.0\.1[:/])/;

/** Flags for a headless run on a machine with no outside network. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | null} the executable path, or null when none is installed
 */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  }
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** @returns {string} the executable path; throws with a one-line reason when missing */
export function requireChromium() {
  const path = findChromium();
  if (!path) {
    throw new Error('Chromium not found: run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH.');
  }
  return path;
}

// axe-core on one page as the reader sees it now, reduced to the findings that
// count (scripts/lib/a11yReport.mjs). Shared by `npm run check:a11y` and the
// browser tests (tests/e2e/a11y.spec.ts), so both apply the same allowlist the same way.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import {findingsOf, parseAllowlist} from './a11yReport.mjs';

/**
 * The site's tests/a11y/allowlist.json, checked.
 * @param {string} siteDir
 */
export function readAllowlist(siteDir) {
  return parseAllowlist(JSON.parse(readFileSync(path.join(siteDir, 'tests/a11y/allowlist.json'), 'utf8')));
}

/** How long the page's elements must stay put before axe reads them, and the longest wait for that. */
const QUIET_MS = 300;
const SETTLE_TIMEOUT_MS = 5_000;

/**
 * Resolves once no element has been added or removed for QUIET_MS (at most
 * SETTLE_TIMEOUT_MS): demos that load data (the server-side Data Grid) render
 * again after their answer, and axe should read what the reader then sees.
 * @param {import('@playwright/test').Page} page
 */
async function settled(page) {
  await page.evaluate(
    ([quiet, timeout]) =>
      new Promise((resolve) => {
        let last = performance.now();
        const started = last;
        const observer = new MutationObserver(() => (last = performance.now()));
        observer.observe(document.body, {childList: true, subtree: true});
        const check = () => {
          const now = performance.now();
          if (now - last >= quiet || now - started >= timeout) {
            observer.disconnect();
            resolve(undefined);
          } else setTimeout(check, quiet - (now - last));
        };
        check();
      }),
    [QUIET_MS, SETTLE_TIMEOUT_MS],
  );
}

/**
 * The serious and critical violations on the page as it is now, outside the allowlist.
 * axe runs in the page, and the allowlist is checked there on the very elements
 * axe reported (its elementRef option): a selector could name another element
 * once a demo has re-rendered.
 * @param {import('@playwright/test').Page} page
 * @param {{path: string, mode: string, allowlist: import('./a11yReport.mjs').AllowlistEntry[]}} options
 */
export async function axeFindings(page, {path, mode, allowlist}) {
  await settled(page);
  // As a page script would run it, but past the page's Content-Security-Policy.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const {violations, allowed} = await page.evaluate(async (entries) => {
    // preload off: axe would fetch the icon font's cross-origin style sheet itself
    // (for css-orientation-lock, which then reports incomplete), a request the
    // site's Content-Security-Policy rightly refuses.
    const run = await /** @type {any} */ (window).axe.run(document, {elementRef: true, resultTypes: ['violations'], preload: false});
    /** @type {string[]} */
    const inside = [];
    for (const violation of run.violations) {
      violation.nodes.forEach((/** @type {any} */ node, /** @type {number} */ index) => {
        for (const entry of entries) {
          if (entry.rule === violation.id && node.element?.closest(entry.selector)) inside.push(`${violation.id} ${index} ${entry.selector}`);
        }
        delete node.element; // not serializable
      });
    }
    return {violations: run.violations, allowed: inside};
  }, allowlist);
  const allowedKeys = new Set(allowed);
  return findingsOf({page: path, mode, violations, allowlist, matches: (violation, index, selector) => allowedKeys.has(`${violation.id} ${index} ${selector}`)});
}

// `npm run check:lighthouse`: Lighthouse's accessibility category (lighthouse
// 12.2.3, fetched by npx from the registry) on one page of each kind
// (scripts/lib/a11yPages.mjs) of the production build in build/, in light and
// dark mode, as a phone and as a desktop. Prints each score and every failing
// audit with its first elements; exits 1 unless every score is 100 or every
// failing element lies inside a package's own DOM listed in
// tests/a11y/allowlist.json (the Pro demos' licence watermark without a key),
// which the same page, opened again in Chromium, shows.
// Lighthouse loads what the build points at: check `npm run build:test`'s
// build (third-party services at local fakes) to keep every request on the machine.
//
//   npm run check:lighthouse
//   npm run check:lighthouse -- --mode dark --form-factor desktop --only /x/introduction/
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, OFF_MACHINE_URL, requireChromium} from './chromium.mjs';
import {readAllowlist} from './lib/a11yAxe.mjs';
import {PAGE_KINDS} from './lib/a11yPages.mjs';
import {measureDemoStages} from './lib/demoPages.mjs';
import {startBuildServer} from './server.mjs';

const LIGHTHOUSE = 'lighthouse@12.2.3';
/** Chromium's own switch for the colour scheme pages see (0 is dark): Lighthouse has none. */
const DARK_FLAG = '--blink-settings=preferredColorScheme=0';

const args = process.argv.slice(2);
/** @param {string} name */
const optionValue = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const modes = optionValue('--mode') ? [optionValue('--mode')] : ['light', 'dark'];
const formFactors = optionValue('--form-factor') ? [optionValue('--form-factor')] : ['mobile', 'desktop'];
const only = optionValue('--only')?.split(',') ?? [];
if (!modes.every((mode) => mode === 'light' || mode === 'dark') || !formFactors.every((form) => form === 'mobile' || form === 'desktop')) {
  console.error('check:lighthouse: --mode light|dark, --form-factor mobile|desktop');
  process.exit(2);
}
if (!existsSync('build/x/index.html')) {
  console.error('check:lighthouse: build/ is missing; run `npm run build` first');
  process.exit(2);
}

/**
 * One Lighthouse run; resolves with its JSON report.
 * @param {string} url @param {string} mode @param {string} formFactor
 * @returns {Promise<any>}
 */
function lighthouse(url, mode, formFactor) {
  const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', ...(mode === 'dark' ? [DARK_FLAG] : [])].join(' ');
  const cli = [
    '-y',
    LIGHTHOUSE,
    url,
    '--only-categories=accessibility',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-path=${requireChromium()}`,
    `--chrome-flags=${chromeFlags}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', cli, {stdio: ['ignore', 'pipe', 'inherit']});
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => {
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`lighthouse exited with ${code} and no report for ${url}`));
      }
    });
  });
}

/** @typedef {{id: string, title: string, selectors: string[]}} FailingAudit */

/**
 * The failing audits that count towards the score, with the selectors of their elements.
 * @param {any} report
 * @returns {FailingAudit[]}
 */
function failures(report) {
  return report.categories.accessibility.auditRefs
    .filter((/** @type {any} */ ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
    .map((/** @type {any} */ ref) => {
      const audit = report.audits[ref.id];
      const items = audit.details?.items ?? [];
      return {id: ref.id, title: audit.title, selectors: items.map((/** @type {any} */ item) => item.node?.selector ?? '').filter(Boolean)};
    });
}

/** Lighthouse's screen sizes for its two form factors. */
const VIEWPORTS = {mobile: {width: 412, height: 823}, desktop: {width: 1350, height: 940}};

/**
 * The audits of which some element lies outside the allowlist (an audit with
 * no element to check counts as outside). The page is opened again as
 * Lighthouse saw it, every demo live; Lighthouse audits are axe rules of the
 * same name, so the allowlist's entries apply as they do to check:a11y.
 * @param {import('@playwright/test').Browser} browser @param {string} url
 * @param {string} mode @param {'mobile' | 'desktop'} formFactor @param {FailingAudit[]} audits
 */
async function outsideAllowlist(browser, url, mode, formFactor, audits) {
  const context = await browser.newContext({viewport: VIEWPORTS[formFactor], colorScheme: /** @type {'light' | 'dark'} */ (mode)});
  await context.route(OFF_MACHINE_URL, (route) => route.abort());
  const page = await context.newPage();
  try {
    await page.goto(url, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 15_000});
    await measureDemoStages(page);
    return await page.evaluate(
      ([failing, entries]) =>
        failing.filter(({id, selectors}) => {
          const allowed = entries.filter((entry) => entry.rule === id).map((entry) => entry.selector);
          return (
            selectors.length === 0 ||
            selectors.some((selector) => {
              const elements = [...document.querySelectorAll(selector)];
              return elements.length === 0 || elements.some((element) => !allowed.some((inside) => element.closest(inside)));
            })
          );
        }),
      /** @type {const} */ ([audits, allowlist]),
    );
  } finally {
    await context.close();
  }
}

/**
 * Chromium's colour-scheme switch is undocumented: check that a page really
 * renders dark under it before trusting the dark runs.
 * @param {string} origin
 */
async function assertDarkFlagWorks(origin) {
  const browser = await chromium.launch({executablePath: requireChromium(), args: [...CHROMIUM_ARGS, DARK_FLAG]});
  try {
    // colorScheme null: Playwright would otherwise emulate a light scheme over the switch.
    const context = await browser.newContext({colorScheme: null});
    const page = await context.newPage();
    await page.route(OFF_MACHINE_URL, (route) => route.abort());
    await page.goto(`${origin}/x/introduction/`);
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    if (theme !== 'dark') throw new Error(`check:lighthouse: Chromium with ${DARK_FLAG} rendered the site with data-theme="${theme}", not dark`);
  } finally {
    await browser.close();
  }
}

const allowlist = readAllowlist(process.cwd());
const pages = PAGE_KINDS.filter(({path}) => only.length === 0 || only.some((piece) => path.includes(piece)));
const server = await startBuildServer(4182);
const browser = await chromium.launch({executablePath: requireChromium(), args: CHROMIUM_ARGS});
let imperfect = 0;
let allowlisted = 0;
try {
  if (modes.includes('dark')) await assertDarkFlagWorks(server.origin);
  for (const {kind, path, file} of pages) {
    for (const mode of modes) {
      for (const formFactor of formFactors) {
        const url = `${server.origin}${file ?? path}`;
        const report = await lighthouse(url, mode, formFactor);
        if (report.runtimeError) {
          imperfect += 1;
          console.log(`  -  ${kind} ${url}, ${mode}, ${formFactor}: not audited (${report.runtimeError.code}: ${report.runtimeError.message})`);
          continue;
        }
        const score = Math.round(report.categories.accessibility.score * 100);
        const failing = failures(report);
        // A score under 100 with no failing audit to look at counts as ours.
        const outside =
          score < 100 ? (failing.length === 0 ? [{id: 'score', title: 'under 100 with no failing audit', selectors: []}] : await outsideAllowlist(browser, url, mode, /** @type {'mobile' | 'desktop'} */ (formFactor), failing)) : [];
        if (outside.length > 0) imperfect += 1;
        else if (score < 100) allowlisted += 1;
        const note = score < 100 && outside.length === 0 ? '  (every failing element inside a package, as allowlisted)' : '';
        console.log(`${String(score).padStart(3)}  ${kind} ${path}, ${mode}, ${formFactor}${note}`);
        for (const audit of failing) {
          const inside = !outside.some((other) => other.id === audit.id);
          console.log(`    ${audit.id}: ${audit.title}${inside ? ' [allowlisted]' : ''}${audit.selectors.slice(0, 3).map((selector) => `\n      ${selector}`).join('')}`);
        }
      }
    }
  }
} finally {
  await browser.close();
  server.stop();
}
const runs = pages.length * modes.length * formFactors.length;
console.log(`\n${runs - imperfect - allowlisted} of ${runs} runs scored 100; ${allowlisted} under 100 only inside allowlisted package DOM; ${imperfect} with failures of ours.`);
process.exit(imperfect === 0 ? 0 : 1);

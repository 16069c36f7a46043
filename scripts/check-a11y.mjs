// `npm run check:a11y`: axe-core on every page of the sitemap of both locales
// (and the 404 page) of the production build in build/, in light and dark
// mode, and a per-rule summary of the serious and critical violations outside
// the allowlist (tests/a11y/allowlist.json). Exits 1 when there is any.
//
//   npm run check:a11y                       both modes, 1280 px wide
//   npm run check:a11y -- --mode dark        one mode
//   npm run check:a11y -- --only react-charts,/zh/x/introduction --width 390   (pieces of page paths)
//   npm run check:a11y -- --workers 2 --json a11y-report.json
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, OFF_MACHINE_URL, requireChromium} from './chromium.mjs';
import {axeFindings, readAllowlist} from './lib/a11yAxe.mjs';
import {summarize} from './lib/a11yReport.mjs';
import {measureDemoStages} from './lib/demoPages.mjs';
import {startBuildServer} from './server.mjs';

const args = process.argv.slice(2);
/** @param {string} name */
const optionValue = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const modeOption = optionValue('--mode') ?? 'both';
const modes = modeOption === 'both' ? ['light', 'dark'] : [modeOption];
const width = Number(optionValue('--width') ?? 1280);
const workers = Number(optionValue('--workers') ?? 3);
const only = optionValue('--only');
const jsonFile = optionValue('--json');
if (!modes.every((mode) => mode === 'light' || mode === 'dark') || !Number.isInteger(width) || !Number.isInteger(workers) || workers < 1) {
  console.error('check:a11y: --mode light|dark|both, --width and --workers take whole numbers');
  process.exit(2);
}
for (const sitemap of ['build/x/sitemap.xml', 'build/zh/x/sitemap.xml']) {
  if (!existsSync(sitemap)) {
    console.error(`check:a11y: ${sitemap} is missing; run \`npm run build\` first`);
    process.exit(2);
  }
}

/** Paths of every page in the sitemaps, and a missing path (answered with the 404 page). */
function pagePaths() {
  const paths = ['build/x/sitemap.xml', 'build/zh/x/sitemap.xml'].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname),
  );
  paths.push('/x/no-such-page/');
  const pieces = only?.split(',') ?? [];
  return paths.filter((path) => pieces.length === 0 || pieces.some((piece) => path.includes(piece)));
}

const allowlist = readAllowlist(fileURLToPath(new URL('..', import.meta.url)));

const paths = pagePaths();
const started = performance.now();
const server = await startBuildServer(4181);
const browser = await chromium.launch({executablePath: requireChromium(), args: CHROMIUM_ARGS});
/** @type {import('./lib/a11yReport.mjs').Finding[]} */
const findings = [];
/** @type {string[]} */
const failures = [];
try {
  for (const mode of modes) {
    const context = await browser.newContext({viewport: {width, height: 900}, colorScheme: /** @type {'light' | 'dark'} */ (mode)});
    await context.route(OFF_MACHINE_URL, (route) => route.abort());
    const queue = [...paths];
    let done = 0;
    const worker = async () => {
      const page = await context.newPage();
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        try {
          await page.goto(`${server.origin}${path}`, {waitUntil: 'load'});
          await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 15_000});
          // Every demo live, as a reader who scrolled through sees the page.
          await measureDemoStages(page);
          findings.push(...(await axeFindings(page, {path, mode, allowlist})));
        } catch (error) {
          failures.push(`${mode} ${path}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
        done += 1;
        if (done % 50 === 0) console.error(`check:a11y: ${mode}: ${done}/${paths.length} pages`);
      }
      await page.close();
    };
    await Promise.all(Array.from({length: Math.min(workers, paths.length)}, worker));
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}

const summary = summarize(findings);
const pagesWithFindings = new Set(findings.map((finding) => `${finding.mode} ${finding.page}`)).size;
console.log(`\naxe-core, serious and critical, outside tests/a11y/allowlist.json: ${paths.length} pages × ${modes.join(' and ')} at ${width} px`);
for (const rule of summary) {
  console.log(`\n${rule.rule} (${rule.impact}): ${rule.pages} page views, ${rule.nodes} nodes. ${rule.help}`);
  for (const top of rule.top) console.log(`  ${String(top.count).padStart(5)} × ${top.detail}\n          e.g. ${top.target} on ${top.page}`);
}
for (const failure of failures) console.log(`could not check ${failure}`);
console.log(`\n${findings.length} violations on ${pagesWithFindings} of ${paths.length * modes.length} page views; ${failures.length} not checked. ${Math.round((performance.now() - started) / 1000)} s`);
if (jsonFile) writeFileSync(jsonFile, JSON.stringify({width, modes, pages: paths.length, summary, findings, failures}, null, 2));
process.exit(findings.length > 0 || failures.length > 0 ? 1 : 0);

// `npm run demos:heights [-- docs/<page>.mdx ...]`: renders every demo (or the
// demos of the pages given) in Chromium, in the wide and the narrow layout,
// and records how tall each is in src/data/demoHeights.json. After a route
// change a demo reserves that height until it has rendered, so the page does
// not move when it appears. Run it after adding or changing a demo; the
// browser tests fail while a recorded height is missing or wrong.
// Options: --no-build (reuse build/).
import {spawnSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, OFF_MACHINE_URL, requireChromium} from './chromium.mjs';
import {DEMO_HEIGHTS_FILE, HEIGHT_LAYOUTS, demoPages, measureDemoStages, readDemoHeights} from './lib/demoPages.mjs';
import {startBuildServer} from './server.mjs';

const siteDir = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith('--')).map((file) => path.relative(siteDir, path.resolve(file)).split(path.sep).join('/'));
const pages = demoPages(siteDir).filter((page) => only.length === 0 || only.includes(page.page));
if (pages.length === 0) {
  console.error(`demos:heights: no page with demos among ${only.join(', ')}`);
  process.exit(1);
}

if (!args.includes('--no-build')) {
  // English only: the Chinese pages run the same demo files.
  const build = spawnSync('npx', ['docusaurus', 'build', '--locale', 'en'], {stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, DOCS_ONLY_VERSIONS: 'current'}});
  if (build.status !== 0) {
    console.error('demos:heights: the build failed');
    process.exit(1);
  }
}

const heights = readDemoHeights(siteDir);
const server = await startBuildServer(4183);
const browser = await chromium.launch({executablePath: requireChromium(), args: CHROMIUM_ARGS});
let changed = 0;
try {
  /** @param {typeof pages} share */
  const worker = async (share) => {
    for (const {url, demos} of share) {
      /** @type {Record<string, number[]>} */
      const measured = {};
      for (const [layout, viewport] of Object.entries(HEIGHT_LAYOUTS)) {
        const context = await browser.newContext({viewport});
        await context.route(OFF_MACHINE_URL, (route) => route.abort());
        const page = await context.newPage();
        await page.goto(`${server.origin}${url}`);
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        measured[layout] = await measureDemoStages(page);
        await context.close();
        if (measured[layout].length !== demos.length) throw new Error(`${url}: ${demos.length} <Demo> tags but ${measured[layout].length} demos on the page`);
      }
      demos.forEach((file, index) => {
        const entry = {wide: measured.wide[index], narrow: measured.narrow[index]};
        if (heights[file]?.wide !== entry.wide || heights[file]?.narrow !== entry.narrow) changed += 1;
        heights[file] = entry;
      });
      console.log(`${url}: ${demos.length} demo(s)`);
    }
  };
  // Two pages at a time: one per core.
  await Promise.all([0, 1].map((offset) => worker(pages.filter((_, index) => index % 2 === offset))));
} finally {
  await browser.close();
  server.stop();
}

const sorted = Object.fromEntries(Object.entries(heights).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(path.join(siteDir, DEMO_HEIGHTS_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`demos:heights: ${changed} height(s) changed; written to ${DEMO_HEIGHTS_FILE}`);

// `npm run check:lighthouse`: Lighthouse's accessibility category (lighthouse
// 12.2.3, fetched by npx from the registry) on one page of each kind
// (scripts/lib/a11yPages.mjs) of the production build in build/, in light and
// dark mode, as a phone and as a desktop. Prints each score and every failing
// audit with its first elements; exits 1 unless every score is 100.
// Lighthouse loads what the build points at: check `npm run build:test`'s
// build (third-party services at local fakes) to keep every request on the machine.
//
//   npm run check:lighthouse
//   npm run check:lighthouse -- --mode dark --form-factor desktop --only /x/introduction/
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {requireChromium} from './chromium.mjs';
import {PAGE_KINDS} from './lib/a11yPages.mjs';
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

/**
 * The failing audits that count towards the score, with their first elements.
 * @param {any} report
 */
function failures(report) {
  return report.categories.accessibility.auditRefs
    .filter((/** @type {any} */ ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
    .map((/** @type {any} */ ref) => {
      const audit = report.audits[ref.id];
      const items = audit.details?.items ?? [];
      const nodes = items.slice(0, 3).map((/** @type {any} */ item) => item.node?.selector ?? item.node?.snippet ?? '').filter(Boolean);
      return `${ref.id}: ${audit.title}${nodes.length ? `\n      ${nodes.join('\n      ')}` : ''}`;
    });
}

const pages = PAGE_KINDS.filter(({path}) => only.length === 0 || only.some((piece) => path.includes(piece)));
const server = await startBuildServer(4182);
let imperfect = 0;
try {
  for (const {kind, path} of pages) {
    for (const mode of modes) {
      for (const formFactor of formFactors) {
        const report = await lighthouse(`${server.origin}${path}`, mode, formFactor);
        const score = Math.round(report.categories.accessibility.score * 100);
        if (score < 100) imperfect += 1;
        console.log(`${String(score).padStart(3)}  ${kind} ${path}, ${mode}, ${formFactor}`);
        for (const failure of failures(report)) console.log(`    ${failure}`);
      }
    }
  }
} finally {
  server.stop();
}
console.log(`\n${imperfect === 0 ? 'Every' : `${imperfect} of`} ${pages.length * modes.length * formFactors.length} runs ${imperfect === 0 ? 'scored 100' : 'scored under 100'}.`);
process.exit(imperfect === 0 ? 0 : 1);

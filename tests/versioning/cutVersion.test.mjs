// `npm run test:versioning`: cuts a docs version in a temporary copy of the
// site, the way a writer would (`npm run docs:version -- <name>`), builds it
// and checks the frozen copy is what readers get. Run with node's test runner.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {fileURLToPath} from 'node:url';

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VERSION = '8.0.0-alpha.6';
/** Not copied: dependencies are linked, outputs and caches are rebuilt. */
const SKIPPED = new Set(['node_modules', '.git', '.docusaurus', 'build', 'build-update', 'test-results', 'playwright-report', 'coverage', '.scratch', 'versioned_sidebars', 'versions.json']);

/** @type {string} */
let copyDir = '';

/** The build logs the packages' licence notice for every Pro page: keep the errors readable. @param {string} log */
function withoutLicenseNotices(log) {
  return log.replace(/^\*{20,}\n\nMUI X: Missing license key[\s\S]*?\*{20,}\n/gm, '');
}

/** @param {string[]} args @param {Record<string, string>} [env] */
function docusaurus(args, env = {}) {
  const result = spawnSync('npx', ['docusaurus', ...args], {cwd: copyDir, encoding: 'utf8', env: {...process.env, ...env}});
  assert.equal(result.status, 0, `docusaurus ${args.join(' ')} failed:\n${withoutLicenseNotices(result.stderr).slice(0, 6000)}`);
  return result;
}

before(() => {
  copyDir = mkdtempSync(path.join(tmpdir(), 'mui-x-docs-version-'));
  cpSync(SITE_DIR, copyDir, {recursive: true, filter: (source) => !SKIPPED.has(path.relative(SITE_DIR, source).split(path.sep)[0]) && !source.includes(`${path.sep}versioned_docs${path.sep}version-`)});
  symlinkSync(path.join(SITE_DIR, 'node_modules'), path.join(copyDir, 'node_modules'), 'dir');
  // A writer's checkout is a Git worktree: pages show their last update from Git.
  for (const args of [['init', '-q'], ['add', '-A'], ['-c', 'user.name=Docs test', '-c', 'user.email=docs@example.com', 'commit', '-q', '-m', 'site']]) {
    const git = spawnSync('git', args, {cwd: copyDir, encoding: 'utf8'});
    assert.equal(git.status, 0, `git ${args.join(' ')} failed: ${git.stderr}`);
  }
});

after(() => {
  if (copyDir) rmSync(copyDir, {recursive: true, force: true});
});

test('npm run docs:version freezes the docs, their sidebar and their translations', () => {
  const result = spawnSync('npm', ['run', 'docs:version', '--', VERSION], {cwd: copyDir, encoding: 'utf8'});
  assert.equal(result.status, 0, result.stderr.slice(-3000));
  assert.deepEqual(JSON.parse(readFileSync(path.join(copyDir, 'versions.json'), 'utf8')), [VERSION]);
  const frozen = path.join(copyDir, `versioned_docs/version-${VERSION}`);
  assert.equal(readFileSync(path.join(frozen, 'react-data-grid/sorting.mdx'), 'utf8'), readFileSync(path.join(SITE_DIR, 'docs/react-data-grid/sorting.mdx'), 'utf8'));
  // Demos travel with their pages, and the generated API pages are frozen too.
  assert.ok(existsSync(path.join(frozen, 'react-data-grid/demos/SortingBasic.tsx')));
  assert.ok(existsSync(path.join(frozen, 'api/data-grid/data-grid.mdx')), 'API pages are in the frozen copy');
  assert.ok(existsSync(path.join(copyDir, `versioned_sidebars/version-${VERSION}-sidebars.json`)));
  assert.ok(existsSync(path.join(copyDir, `i18n/zh/docusaurus-plugin-content-docs/version-${VERSION}/introduction.mdx`)), 'Chinese pages are frozen too');
});

test('the cut version builds and is what readers get at /x/', () => {
  // Only the frozen version: the same number of pages as a normal build.
  docusaurus(['build', '--locale', 'en'], {DOCS_ONLY_VERSIONS: VERSION, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'});
  const page = readFileSync(path.join(copyDir, 'build/x/react-data-grid/sorting/index.html'), 'utf8');
  assert.match(page, /<h1[^>]*>Sorting/);
  assert.match(page, /docs-version-8\.0\.0-alpha\.6/, 'the page belongs to the cut version');
  assert.ok(existsSync(path.join(copyDir, 'build/x/api/data-grid/data-grid/index.html')), 'API pages are built from the frozen copy');
});

/** @jest-environment node */
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {parseHeadersFile} from './headersFile.mjs';
import securityHeadersPlugin, {siteRootOf} from './index';
import {cspHash} from './inlineScripts';
import {policySources} from './policy';

const SOURCES = policySources({
  analyticsId: null,
  gtagScriptUrl: 'https://www.googletagmanager.com/gtag/js',
  feedbackUrl: null,
  fontHost: null,
  ads: {enabled: false, inDevelopment: false, carbon: null, feedUrl: null},
  algolia: null,
});

let site: string;
beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), 'headers-'));
});
afterEach(() => rmSync(site, {recursive: true, force: true}));

function page(file: string, html: string) {
  mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  writeFileSync(path.join(site, file), html);
}

async function buildLocale(baseUrl: string) {
  const plugin = securityHeadersPlugin({baseUrl}, {sources: SOURCES}) as Plugin;
  await plugin.postBuild!({outDir: path.join(site, baseUrl)} as never);
}

const policyOf = (pathPattern: string) =>
  parseHeadersFile(readFileSync(path.join(site, '_headers'), 'utf8'))
    .find((rule) => rule.path === pathPattern)
    ?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1];

it('finds the folder the host serves as /', () => {
  expect(siteRootOf('/srv/build/x', '/x/')).toBe('/srv/build');
  expect(siteRootOf('/srv/build/zh/x', '/zh/x/')).toBe('/srv/build');
  expect(siteRootOf('/srv/build', '/')).toBe('/srv/build');
});

it("writes each locale's policy from its own pages, at the root, keeping the other locale's", async () => {
  page('x/index.html', '<script>en()</script><p>Hello</p>');
  page('x/a/b/index.html', '<script>deep()</script>');
  page('zh/x/index.html', '<script>zh()</script>');
  await buildLocale('/zh/x/');
  await buildLocale('/x/');
  expect(policyOf('/x/*')).toContain(cspHash('deep()'));
  expect(policyOf('/x/*')).toContain(cspHash('en()'));
  expect(policyOf('/x/*')).not.toContain(cspHash('zh()'));
  expect(policyOf('/zh/x/*')).toContain(cspHash('zh()'));
  const rules = parseHeadersFile(readFileSync(path.join(site, '_headers'), 'utf8'));
  expect(rules.map((rule) => rule.path)).toEqual(['/*', '/x/*', '/zh/x/*']);
  expect(Object.fromEntries(rules[0].headers)).toEqual({'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Content-Type-Options': 'nosniff'});
});

it('replaces the hashes of an earlier build of the same locale', async () => {
  page('x/index.html', '<script>old()</script>');
  await buildLocale('/x/');
  page('x/index.html', '<script>fresh()</script>');
  await buildLocale('/x/');
  expect(policyOf('/x/*')).toContain(cspHash('fresh()'));
  expect(policyOf('/x/*')).not.toContain(cspHash('old()'));
});

it('stops the build when pages carry so many different inline scripts that the header would be too long', async () => {
  for (let index = 0; index < 40; index += 1) page(`x/p${index}/index.html`, `<script>page(${index})</script>`);
  await expect(buildLocale('/x/')).rejects.toThrow(/over the 2000 static hosts read \(40 distinct inline scripts\)/);
});

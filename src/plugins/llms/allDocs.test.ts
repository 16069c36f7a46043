/**
 * @jest-environment node
 *
 * Converts every page of the site (docs/ and its translations) and checks
 * what the Markdown copies promise. The API pages are git-ignored and made at
 * build start: they are generated here first (cached after the first run),
 * so a clean checkout checks them too.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {demoModulePath} from '../demos/remarkDemos';
import {generateApiReference} from '../api-reference';
import type {ApiPageData} from '../api-reference/model';
import {splitCodeFences} from './codeFences';
import {mdxToMarkdown} from './mdxToMarkdown';

const SITE_DIR = path.resolve(__dirname, '../../..');
// Before the pages are listed: the API pages are among them.
generateApiReference(SITE_DIR);
const CONTENT_ROOTS = [
  {dir: path.join(SITE_DIR, 'docs'), baseUrl: '/x/'},
  {dir: path.join(SITE_DIR, 'i18n/zh/docusaurus-plugin-content-docs/current'), baseUrl: '/zh/x/'},
];

function mdxFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'demos' ? [] : mdxFiles(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

type Page = {file: string; source: string; markdown: string; baseUrl: string};

function convert(file: string, contentDir: string, baseUrl: string): Page {
  const source = readFileSync(file, 'utf8');
  const frontMatter = (yaml.load(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') ?? {}) as {title?: string; description?: string; slug?: string};
  const id = path.relative(contentDir, file).replace(/\.mdx$/, '').split(path.sep).join('/');
  const permalink = `${baseUrl}${(frontMatter.slug ?? `/${id}/`).replace(/^\//, '')}`;
  const markdown = mdxToMarkdown(
    {source, filePath: file, title: frontMatter.title ?? id, description: frontMatter.description},
    {siteDir: SITE_DIR, links: {siteUrl: 'https://mui.com', baseUrl, permalink}},
  );
  return {file, source, markdown, baseUrl};
}

const pages: Page[] = CONTENT_ROOTS.flatMap(({dir, baseUrl}) => mdxFiles(dir).map((file) => convert(file, dir, baseUrl)));
const relative = (file: string) => path.relative(SITE_DIR, file);
/** Prose lines with inline code removed: what must hold no MDX left over. */
const proseOf = (markdown: string) =>
  splitCodeFences(markdown)
    .prose.map((line) => line.replace(/(`+)[\s\S]*?\1/g, ''))
    .join('\n');

it('finds the pages', () => {
  expect(pages.length).toBeGreaterThan(100);
  expect(pages.some((page) => page.baseUrl === '/zh/x/')).toBe(true);
});

it.each(pages.map((page) => [relative(page.file), page] as const))('%s keeps no MDX outside code', (_, page) => {
  const prose = proseOf(page.markdown);
  expect(page.markdown.startsWith('# ')).toBe(true);
  expect(prose).not.toMatch(/<Demo/);
  expect(prose).not.toMatch(/^(import|export)\s/m);
  expect(prose).not.toMatch(/(?<!\\)<[A-Z][\w.]*[\s/>]/);
  expect(prose).not.toMatch(/^#{1,6} .*\{#/m);
  expect(prose).not.toMatch(/^\s*:::/m);
  expect(prose).not.toMatch(/\{\/\*/);
  // Site links are absolute: `](/react-data-grid/…)` would lead nowhere outside the site.
  expect(prose).not.toMatch(/\]\((?:\/(?!\/)|#)/);
});

it.each(pages.map((page) => [relative(page.file), page] as const))('%s keeps every line of plain prose', (_, page) => {
  const body = page.source.replace(/^---\n[\s\S]*?\n---\n/, '');
  // Lines with nothing to convert (no tag, expression, link or heading id) must reach the copy as written.
  const plain = splitCodeFences(body).prose.filter((line) => /^[A-Za-z]/.test(line) && !/[<{\\]|\]\(/.test(line) && !/^(import|export)\s/.test(line));
  const lines = new Set(page.markdown.split('\n'));
  expect(plain.filter((line) => !lines.has(line))).toEqual([]);
});

const pagesWithDemos = pages.filter((page) => /<Demo\b/.test(splitCodeFences(page.source).prose.join('\n')));

it('has pages with demos', () => {
  expect(pagesWithDemos.length).toBeGreaterThan(50);
});

it.each(pagesWithDemos.map((page) => [relative(page.file), page] as const))("%s carries each demo's TypeScript source", (_, page) => {
  const demoFiles = [...splitCodeFences(page.source).prose.join('\n').matchAll(/<Demo\b[^>]*?\bfile="([^"]+)"/g)].map(([, file]) => file);
  const blocks = splitCodeFences(page.markdown).blocks;
  for (const file of demoFiles) {
    const demoPath = path.resolve(path.dirname(page.file), demoModulePath(file, page.file));
    const expected = readFileSync(demoPath, 'utf8').replace(/\n$/, '');
    const block = blocks.find((candidate) => candidate.info === `tsx title="${path.basename(file)}"` && candidate.content === expected);
    expect(block ? file : `${file}: no tsx block with its content`).toBe(file);
  }
});

const apiPages = pages.filter((page) => existsSync(page.file.replace(/\.mdx$/, '.json')));

it('converts the generated API pages too', () => {
  expect(apiPages.length).toBeGreaterThanOrEqual(140);
});

it.each(apiPages.map((page) => [relative(page.file), page] as const))('%s names every prop, property, slot and class of its JSON', (_, page) => {
  const api = JSON.parse(readFileSync(page.file.replace(/\.mdx$/, '.json'), 'utf8')) as ApiPageData;
  const names =
    api.kind === 'component'
      ? [...api.props.map((prop) => prop.name), ...api.slots.map((slot) => slot.name), ...api.cssClasses.map((cssClass) => `.${cssClass.className}`)]
      : api.kind === 'interface'
        ? api.properties.map((property) => property.name)
        : api.replacements;
  const missing = names.filter((name) => !page.markdown.includes(`\`${name}\``));
  expect(missing).toEqual([]);
});

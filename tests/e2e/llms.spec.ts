import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {MISSING_LICENSE_WARNING, test, expect, waitForHydration} from './fixtures';

const DOCS_DIR = path.join(__dirname, '../../docs');

/**
 * Expands every category of the docs sidebar, then returns the path of every
 * page in it, in order, once (a category that links to a page lists it again
 * as its first child).
 */
async function allSidebarPages(page: Page): Promise<string[]> {
  const sidebar = page.locator('nav.menu');
  // Opens every category, level by level, in the page: a round trip per category took most of a minute.
  await sidebar.evaluate(async (nav) => {
    for (let level = 0; level < 20; level += 1) {
      const collapsed = [...nav.querySelectorAll('li.menu__list-item--collapsed > .menu__list-item-collapsible')];
      if (collapsed.length === 0) return;
      // A category without a page of its own toggles from its label; one with a page from its caret button.
      for (const item of collapsed) (item.querySelector('button') ?? item.querySelector('a'))?.click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    throw new Error('the sidebar still has closed categories after 20 levels');
  });
  const hrefs = await sidebar.locator('a.menu__link[href]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs.filter((href) => href !== '#'))];
}

/** Entries of llms.txt outside its `## Optional` section, as HTML paths (`…/sorting.md` → `…/sorting/`). */
function llmsPages(text: string): string[] {
  const main = text.split(/^## Optional$/m)[0];
  return [...main.matchAll(/^\s*- \[[^\]]+\]\((https?:\/\/[^)]+\.md)\)/gm)].map(([, url]) => new URL(url).pathname.replace(/\.md$/, '/'));
}

test('llms.txt lists every page of the sidebar, once, in sidebar order', async ({page, request}) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  const sidebar = await allSidebarPages(page);
  const listed = llmsPages(await (await request.get('/x/llms.txt')).text());
  expect(sidebar.length).toBeGreaterThan(300);
  expect(listed).toEqual(sidebar);
});

test('llms-full.txt holds every listed page', async ({request}) => {
  const full = await (await request.get('/x/llms-full.txt')).text();
  const listed = llmsPages(await (await request.get('/x/llms.txt')).text());
  const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map(([, url]) => new URL(url).pathname);
  expect(sources).toEqual(listed);
});

test('the Markdown copy of a guide inlines its demos as TypeScript', async ({request}) => {
  const response = await request.get('/x/react-data-grid/sorting.md');
  expect(response.ok()).toBe(true);
  const markdown = await response.text();
  expect(markdown.startsWith('# Sorting\n')).toBe(true);
  for (const demo of ['SortingBasic', 'SortingOrder']) {
    const source = readFileSync(path.join(DOCS_DIR, `react-data-grid/demos/${demo}.tsx`), 'utf8').trim();
    expect(markdown).toContain('```tsx title="' + demo + '.tsx"\n' + source);
  }
  expect(markdown).not.toContain('<Demo');
});

test.describe('page actions', () => {
  test.use({expectedConsoleProblem: MISSING_LICENSE_WARNING});

  test('"Copy page" puts the page’s Markdown on the clipboard; "View as Markdown" opens it', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/x/react-data-grid/sorting/');
    await waitForHydration(page);
    const expected = await (await request.get('/x/react-data-grid/sorting.md')).text();
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/x/react-data-grid/sorting.md');
  });

  test('Chinese pages copy their own Markdown', async ({page}) => {
    await page.goto('/zh/x/introduction/');
    await waitForHydration(page);
    await expect(page.getByRole('link', {name: '以 Markdown 查看'})).toHaveAttribute('href', '/zh/x/introduction.md');
  });
});

import {test, expect, waitForHydration} from './fixtures';
import {loadSidebarNav} from '../../scripts/lib/sidebarNav';
import type {NavNode} from '../../src/modules/navigation/nav';

test('the first entry is What’s new, and groups open on the page they hold', async ({page}) => {
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  const sidebar = page.locator('nav.menu');
  const first = sidebar.locator('.menu__link').first();
  await expect(first).toHaveText("What's new in MUI X");
  await expect(first).toHaveAttribute('href', '/x/whats-new/');
  await expect(sidebar.getByRole('link', {name: 'Installation', exact: true})).toHaveAttribute('aria-current', 'page');
  // Migration holds no current page: it stays closed.
  await expect(sidebar.getByRole('link', {name: 'Breaking changes: Charts'})).toHaveCount(0);
});

test("a click on a group's label opens its first page", async ({page}) => {
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.locator('nav.menu').getByRole('link', {name: 'Migration', exact: true}).click();
  await expect(page).toHaveURL(/\/x\/migration\/migration-data-grid-v7\/$/);
  const sidebar = page.locator('nav.menu');
  // "Upgrade to v8" is a section label, not a link; the later versions are groups.
  await expect(sidebar.getByText('Upgrade to v8', {exact: true})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Upgrade to v8'})).toHaveCount(0);
  await expect(sidebar.getByRole('link', {name: 'Upgrade to v7', exact: true})).toBeVisible();
  await sidebar.getByRole('link', {name: 'Upgrade to v7', exact: true}).click();
  await expect(page).toHaveURL(/\/x\/migration\/migration-data-grid-v6\/$/);
});

test('a doc page has breadcrumbs, a table of contents, previous/next links, an edit link and a last-updated date', async ({page}) => {
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  await expect(page.locator('nav[aria-label="Breadcrumbs"]')).toContainText('Introduction');
  await expect(page.locator('.table-of-contents').getByRole('link', {name: 'Peer dependencies'})).toBeVisible();
  const pagination = page.locator('nav.pagination-nav');
  await expect(pagination.getByRole('link', {name: /Overview/})).toHaveAttribute('href', '/x/introduction/');
  await expect(pagination.getByRole('link', {name: /Licensing/})).toHaveAttribute('href', '/x/introduction/licensing/');
  await expect(page.getByRole('link', {name: /Edit this page/})).toHaveAttribute('href', /\/edit\/main\/docs\/introduction\/installation\.mdx$/);
  await expect(page.locator('.theme-last-updated')).toContainText(/Last updated/);
});

test('install commands come for npm, pnpm and Yarn, and the choice holds for every block', async ({page}) => {
  await page.goto('/x/introduction/installation/');
  await waitForHydration(page);
  const blocks = page.locator('.tabs-container');
  await expect(blocks.first()).toContainText('npm install @mui/material @emotion/react @emotion/styled');
  await blocks.first().getByRole('tab', {name: 'pnpm'}).click();
  await expect(blocks.first()).toContainText('pnpm add @mui/material');
  await expect(blocks.nth(1)).toContainText('pnpm add @mui/x-data-grid-pro');
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.tabs-container').nth(2)).toContainText('pnpm add @mui/x-date-pickers dayjs');
});

test('every page in the sidebar answers, in both languages', async ({request}) => {
  const leaves = (nodes: NavNode[]): string[] => nodes.flatMap((node) => (node.children ? leaves(node.children) : [node.pathname]));
  const pathnames = leaves(loadSidebarNav());
  expect(pathnames.length).toBeGreaterThanOrEqual(20);
  const urls = pathnames.flatMap((pathname) => ['', '/zh'].map((prefix) => `${prefix}${pathname}/`));
  // Eight at a time: 700 requests one by one took most of the test's 30 s on a busy machine.
  const statuses: [string, number][] = [];
  for (let start = 0; start < urls.length; start += 8) {
    const batch = urls.slice(start, start + 8);
    statuses.push(...(await Promise.all(batch.map(async (url) => [url, (await request.get(url)).status()] as [string, number]))));
  }
  expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  expect(statuses).toHaveLength(urls.length);
});

import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/**
 * Search quality, as a reader judges it: each query must bring the page that
 * answers it into the first three results of the results page. A query lists
 * more than one page only where either answers it (a prop's guide section and
 * its API entry). The pages are what a reader expects, not what the engine
 * returned when the list was written.
 */
type ReaderQuery = {query: string; pages: string[]};

const ENGLISH: ReaderQuery[] = [
  // Features, in a reader's words.
  {query: 'row grouping', pages: ['/x/react-data-grid/row-grouping/']},
  {query: 'excel export', pages: ['/x/react-data-grid/export/']},
  {query: 'column pinning', pages: ['/x/react-data-grid/column-pinning/']},
  {query: 'license key', pages: ['/x/introduction/licensing/']},
  {query: 'aggregation', pages: ['/x/react-data-grid/aggregation/']},
  {query: 'tree data', pages: ['/x/react-data-grid/tree-data/']},
  {query: 'master detail', pages: ['/x/react-data-grid/master-detail/']},
  {query: 'virtualization', pages: ['/x/react-data-grid/virtualization/']},
  {query: 'cell selection', pages: ['/x/react-data-grid/cell-selection/']},
  {query: 'row reordering drag', pages: ['/x/react-data-grid/row-ordering/']},
  {query: 'lazy loading', pages: ['/x/react-data-grid/server-side-data/lazy-loading/', '/x/react-data-grid/row-updates/']},
  {query: 'date range picker', pages: ['/x/react-date-pickers/date-range-picker/']},
  {query: 'time zone', pages: ['/x/react-date-pickers/timezone/']},
  {query: 'bar chart', pages: ['/x/react-charts/bars/', '/x/react-charts/bar-demo/']},
  {query: 'line chart', pages: ['/x/react-charts/lines/', '/x/react-charts/line-demo/']},
  {query: 'pie chart', pages: ['/x/react-charts/pie/', '/x/react-charts/pie-demo/']},
  {query: 'sparkline', pages: ['/x/react-charts/sparkline/']},
  {query: 'heatmap', pages: ['/x/react-charts/heatmap/']},
  {query: 'zoom and pan', pages: ['/x/react-charts/zoom-and-pan/']},
  {query: 'tree view drag and drop reorder', pages: ['/x/react-tree-view/rich-tree-view/ordering/']},
  {query: 'install', pages: ['/x/introduction/installation/']},
  {query: 'migrate data grid v7', pages: ['/x/migration/migration-data-grid-v7/']},
  // Props and APIs by name.
  {query: 'processRowUpdate', pages: ['/x/react-data-grid/editing/', '/x/api/data-grid/data-grid/']},
  {query: 'pageSizeOptions', pages: ['/x/api/data-grid/data-grid/', '/x/react-data-grid/pagination/']},
  {query: 'localeText', pages: ['/x/react-data-grid/localization/', '/x/api/data-grid/data-grid/']},
  {query: 'useGridApiRef', pages: ['/x/react-data-grid/api-object/']},
  {query: 'shouldDisableDate', pages: ['/x/react-date-pickers/validation/', '/x/api/date-pickers/date-picker/']},
  {query: 'AdapterDayjs', pages: ['/x/react-date-pickers/getting-started/', '/x/react-date-pickers/base-concepts/', '/x/react-date-pickers/adapters-locale/']},
  {query: 'RichTreeView', pages: ['/x/react-tree-view/rich-tree-view/items/', '/x/api/tree-view/rich-tree-view/', '/x/react-tree-view/getting-started/']},
  {query: 'getTreeDataPath', pages: ['/x/react-data-grid/tree-data/', '/x/api/data-grid/data-grid-pro/']},
  // Messages a reader pastes from the console.
  {query: 'Missing license key', pages: ['/x/introduction/licensing/']},
  {query: 'The id field is required on filterModel.items when you use multiple filters', pages: ['/x/react-data-grid/filtering/header-filters/', '/x/react-data-grid/filtering/multi-filters/', '/x/react-data-grid/filtering/']},
];

const CHINESE: ReaderQuery[] = [
  {query: '许可证密钥', pages: ['/zh/x/introduction/licensing/']},
  {query: '对等依赖', pages: ['/zh/x/introduction/installation/']},
  {query: '路线图', pages: ['/zh/x/introduction/roadmap/']},
  {query: '报告 bug', pages: ['/zh/x/introduction/support/']},
  {query: '数据密集型', pages: ['/zh/x/introduction/']},
  // The guides not yet translated are found in English on the Chinese site.
  {query: 'row grouping', pages: ['/zh/x/react-data-grid/row-grouping/']},
];

const queryInput = (page: Page) => page.locator('input[name="q"]');
const resultLinks = (page: Page) => page.locator('article h2 a');

/** The paths of the first three results for `query`, typed into the results page. */
async function topThree(page: Page, query: string): Promise<string[]> {
  // Empty the box first: the results then go, and the next ones shown are this query's.
  await queryInput(page).fill('');
  await expect(resultLinks(page)).toHaveCount(0);
  await queryInput(page).fill(query);
  await expect(resultLinks(page).first()).toBeVisible({timeout: 20_000});
  const hrefs = await resultLinks(page).evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => new URL(href, 'http://site').pathname);
}

async function misses(page: Page, queries: ReaderQuery[]): Promise<string[]> {
  const found: string[] = [];
  for (const {query, pages} of queries) {
    const top = await topThree(page, query);
    if (!top.some((path) => pages.includes(path))) found.push(`"${query}": expected ${pages.join(' or ')}, got ${top.join(', ') || 'nothing'}`);
  }
  return found;
}

for (const [locale, queries, base] of [
  ['English', ENGLISH, '/x'],
  ['Chinese', CHINESE, '/zh/x'],
] as const) {
  test(`${locale} reader queries find their page in the top three results`, async ({page}) => {
    // A shared results link opens with its query searched.
    const first = queries[0];
    await page.goto(`${base}/search/?q=${encodeURIComponent(first.query)}`);
    await waitForHydration(page);
    await expect(queryInput(page)).toHaveValue(first.query);
    await expect(resultLinks(page).first()).toBeVisible({timeout: 20_000});
    expect(new URL(page.url()).searchParams.get('q')).toBe(first.query);
    expect(await misses(page, queries)).toEqual([]);
  });
}

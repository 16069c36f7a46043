// One page of each kind the site has: what the accessibility browser tests
// (tests/e2e/a11y.spec.ts) and `npm run check:lighthouse` look at.
/** @type {ReadonlyArray<{kind: string, path: string, status?: number, file?: string}>} */
export const PAGE_KINDS = ([
  {kind: 'text page', path: '/x/introduction/'},
  {kind: 'Data Grid guide', path: '/x/react-data-grid/sorting/'},
  {kind: 'Date and Time Pickers guide', path: '/x/react-date-pickers/date-picker/'},
  {kind: 'Charts guide', path: '/x/react-charts/bars/'},
  {kind: 'Tree View guide', path: '/x/react-tree-view/rich-tree-view/items/'},
  {kind: 'API page', path: '/x/api/date-pickers/date-picker/'},
  {kind: 'migration guide', path: '/x/migration/migration-data-grid-v7/'},
  {kind: 'Chinese guide', path: '/zh/x/react-data-grid/'},
  // A missing path: the server answers with the locale's 404 page (scripts/serve.mjs).
  // Lighthouse refuses to audit a 404 answer, so it reads that page's own file.
  {kind: '404 page', path: '/x/no-such-page/', status: 404, file: '/x/404.html'},
]);

// One page of each kind the site has: what the accessibility browser tests
// (tests/e2e/a11y.spec.ts) and `npm run check:lighthouse` look at.
export const PAGE_KINDS = /** @type {const} */ ([
  {kind: 'text page', path: '/x/introduction/'},
  {kind: 'Data Grid guide', path: '/x/react-data-grid/sorting/'},
  {kind: 'Date and Time Pickers guide', path: '/x/react-date-pickers/date-picker/'},
  {kind: 'Charts guide', path: '/x/react-charts/bars/'},
  {kind: 'Tree View guide', path: '/x/react-tree-view/rich-tree-view/items/'},
  {kind: 'API page', path: '/x/api/date-pickers/date-picker/'},
  {kind: 'migration guide', path: '/x/migration/migration-data-grid-v7/'},
  {kind: 'Chinese guide', path: '/zh/x/react-data-grid/'},
  // What a host serves for a missing path (`docusaurus serve` answers with its own page).
  {kind: '404 page', path: '/x/404.html'},
]);

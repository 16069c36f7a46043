import {productInfoFromPath, xProductInfo} from './productInfo';

// Expected values follow the `getProductInfoFromUrl` table and the MUI X
// shell's workaround (behaviour reference, section 2).
// path, productCategoryId, productId (generic rule), productId (MUI X shell)
const CASES: Array<[string, string, string, string]> = [
  // Core libraries: the folder is the product.
  ['/material-ui/react-button/', 'core', 'material-ui', 'material-ui'],
  ['/joy-ui/getting-started/', 'core', 'joy-ui', 'joy-ui'],
  ['/base-ui/react-menu/', 'core', 'base-ui', 'base-ui'],
  ['/system/getting-started/', 'core', 'system', 'system'],
  // MUI X: `x-<name>` from /x/react-<name>/ only.
  ['/x/react-data-grid/sorting/', 'x', 'x-data-grid', 'x-data-grid'],
  ['/x/react-data-grid', 'x', 'x-data-grid', 'x-data-grid'],
  ['/x/react-date-pickers/date-picker/', 'x', 'x-date-pickers', 'x-date-pickers'],
  ['/x/react-charts/', 'x', 'x-charts', 'x-charts'],
  ['/x/react-tree-view/rich-tree-view/items/', 'x', 'x-tree-view', 'x-tree-view'],
  ['/x/introduction/', 'x', 'null', 'null'],
  ['/x/introduction/installation/', 'x', 'null', 'null'],
  ['/x/migration/migration-data-grid-v7/', 'x', 'null', 'null'],
  // API pages: the shell patches three packages, never the tree view.
  ['/x/api/data-grid/data-grid/', 'x', 'null', 'x-data-grid'],
  ['/x/api/date-pickers/date-picker/', 'x', 'null', 'x-date-pickers'],
  ['/x/api/charts/bar-chart/', 'x', 'null', 'x-charts'],
  ['/x/api/charts/#props', 'x', 'null', 'x-charts'],
  ['/x/api/tree-view/simple-tree-view/', 'x', 'null', 'null'],
  ['/x/api/data-grid', 'x', 'null', 'null'],
  // Chinese pages give the same ids as English ones.
  ['/zh/x/react-charts/', 'x', 'x-charts', 'x-charts'],
  ['/zh/x/api/date-pickers/date-picker/', 'x', 'null', 'x-date-pickers'],
  // An explicit /en/ stays in the path, so `en` is the first folder.
  ['/en/x/react-charts/', 'null', 'null', 'null'],
  // The hash is dropped; the query is not, and only a slash ends the name.
  ['/x/react-data-grid/filtering/#quick-filter', 'x', 'x-data-grid', 'x-data-grid'],
  ['/x/react-date-pickers/?tab=api', 'x', 'x-date-pickers', 'x-date-pickers'],
  ['/x/react-charts?tab=api', 'x', 'x-charts?tab=api', 'x-charts?tab=api'],
  // Toolpad: studio or, for anything else, core.
  ['/toolpad/studio/getting-started/', 'toolpad', 'toolpad-studio', 'toolpad-studio'],
  ['/zh/toolpad/studio/', 'toolpad', 'toolpad-studio', 'toolpad-studio'],
  ['/toolpad/core/introduction/', 'toolpad', 'toolpad-core', 'toolpad-core'],
  ['/toolpad/', 'toolpad', 'toolpad-core', 'toolpad-core'],
  ['/toolpad/studio', 'toolpad', 'toolpad-core', 'toolpad-core'],
  // Site-wide pages: product `docs`, no category.
  ['/docs/', 'null', 'docs', 'docs'],
  ['/versions/', 'null', 'docs', 'docs'],
  ['/production-error/?code=1', 'null', 'docs', 'docs'],
  // Experiments: only /experiments/docs/ is docs-infra.
  ['/experiments/docs/demos/', 'null', 'docs-infra', 'docs-infra'],
  ['/zh/experiments/docs/', 'null', 'docs-infra', 'docs-infra'],
  ['/experiments/docs', 'null', 'null', 'null'],
  ['/experiments/other/', 'null', 'null', 'null'],
  // No slash after the first segment: no folder at all.
  ['/x', 'null', 'null', 'null'],
  ['/material-ui', 'null', 'null', 'null'],
  ['/', 'null', 'null', 'null'],
  ['/blog/some-post/', 'null', 'null', 'null'],
];

it('covers the whole table', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(25);
});

describe('productInfoFromPath', () => {
  it.each(CASES)('%s → %s / %s', (path, productCategoryId, productId) => {
    expect(productInfoFromPath(path)).toEqual({productId, productCategoryId});
  });
});

describe('xProductInfo', () => {
  it.each(CASES)('%s → %s / %s, in the shell %s', (path, productCategoryId, _generic, productId) => {
    expect(xProductInfo(path)).toEqual({productId, productCategoryId});
  });

  it('encodes "no product" as the string null', () => {
    expect(xProductInfo('/x/introduction/').productId).toBe('null');
    expect(xProductInfo('/x/introduction/').productId).not.toBeNull();
  });
});

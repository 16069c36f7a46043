/**
 * Which MUI product a page documents, read from its URL as the original site
 * did. The ids go into `<meta name="mui:productId">` and
 * `<meta name="mui:productCategoryId">`, where analytics picks them up.
 */
import {pathnameToLanguage} from './paths';

/**
 * `'null'` is a string on purpose: once serialised, `null` and a missing
 * value look alike, and analytics must tell "unknown page" from "not set".
 */
export type Unset = 'null';

/** `x-…` is open-ended: any `/x/react-<name>/` path yields `x-<name>`. */
export type ProductId =
  | Unset
  | 'material-ui'
  | 'joy-ui'
  | 'base-ui'
  | 'system'
  | 'docs'
  | 'docs-infra'
  | 'toolpad-studio'
  | 'toolpad-core'
  | `x-${string}`;

export type ProductCategoryId = Unset | 'core' | 'x' | 'toolpad';

export type ProductInfo = {productId: ProductId; productCategoryId: ProductCategoryId};

const CORE_FOLDERS = ['material-ui', 'joy-ui', 'base-ui', 'system'] as const;

function isCoreFolder(folder: string): folder is (typeof CORE_FOLDERS)[number] {
  return (CORE_FOLDERS as readonly string[]).includes(folder);
}

/** `x-<name>` for `/x/react-<name>/…`; other X pages (introduction, api, migration) have no product. */
function xProductId(path: string): ProductId {
  const name = path.replace('/x/react-', '').replace(/\/.*/, '');
  return name === '' ? 'null' : `x-${name}`;
}

/**
 * The generic rule shared by every MUI docs site (`getProductInfoFromUrl`).
 * It reads the language-free path without its hash but with its query, and
 * only a first segment followed by `/` counts as a folder (`/x` alone is no
 * product).
 */
export function productInfoFromPath(asPath: string): ProductInfo {
  const path = pathnameToLanguage(asPath).canonicalAsServer;
  const firstFolder = path.replace(/^\/+([^/]+)\/.*/, '$1');

  let productCategoryId: ProductCategoryId = 'null';
  let productId: ProductId = 'null';

  if (isCoreFolder(firstFolder)) {
    productCategoryId = 'core';
    productId = firstFolder;
  }
  if (firstFolder === 'x') {
    productCategoryId = 'x';
    productId = xProductId(path);
  }
  if (firstFolder === 'toolpad') {
    productCategoryId = 'toolpad';
    const secondFolder = path.replace(/^\/+[^/]+\/([^/]+)\/.*/, '$1');
    productId = secondFolder === 'studio' ? 'toolpad-studio' : 'toolpad-core';
  }
  // Site-wide pages belong to the docs themselves, not to a product category.
  if (firstFolder === 'docs' || firstFolder === 'versions' || firstFolder === 'production-error') {
    productId = 'docs';
  }
  // Runs last so that it wins over anything above.
  if (path.startsWith('/experiments/docs/')) {
    productId = 'docs-infra';
  }

  return {productId, productCategoryId};
}

/**
 * API pages sit under `/x/api/<package>/`, not `/x/react-<package>/`, so the
 * generic rule gives them no product; the MUI X shell patches three of them.
 * The tree view was never added upstream and stays `'null'`.
 */
const X_API_PRODUCT_IDS: ReadonlyArray<[prefix: string, productId: ProductId]> = [
  ['/x/api/data-grid/', 'x-data-grid'],
  ['/x/api/date-pickers/', 'x-date-pickers'],
  ['/x/api/charts/', 'x-charts'],
];

/**
 * The product of a page of this site, as the MUI X shell emits it: the
 * generic rule, then the API-page workaround. Both read the language-free
 * path, so `/zh/x/…` gives the same ids as `/x/…`.
 */
export function xProductInfo(asPath: string): ProductInfo {
  const info = productInfoFromPath(asPath);
  const {canonicalAs} = pathnameToLanguage(asPath);
  const apiProduct = X_API_PRODUCT_IDS.find(([prefix]) => canonicalAs.startsWith(prefix));
  return apiProduct ? {...info, productId: apiProduct[1]} : info;
}

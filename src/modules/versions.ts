/**
 * The version switcher's entries for the current product, as the original
 * site lists them: the documented version (this site), v7 on the main host,
 * older majors on their own hosts, each keeping the language prefix.
 */
import {DOCS_VERSION} from '../config/product';
import type {UrlLanguage} from './paths';
import type {ProductId} from './productInfo';

export type VersionOption = {text: string; href: string; current?: true};

type ProductVersions = {name: string; metadata: string; subpath: string; older: (prefix: string) => VersionOption[]};

const v4DataGrid = (prefix: string): VersionOption => ({text: 'v4', href: `https://v4.mui.com${prefix}/components/data-grid/`});

/** The subpath each product's version links lead to, and its older majors beyond v7. */
const PRODUCTS: Record<'introduction' | 'x-data-grid' | 'x-date-pickers' | 'x-charts' | 'x-tree-view', ProductVersions> = {
  introduction: {name: 'MUI X', metadata: '', subpath: '/x/introduction', older: (prefix) => [hosted('v6', prefix, '/x/introduction'), hosted('v5', prefix, '/x/introduction'), v4DataGrid(prefix)]},
  'x-data-grid': {name: 'Data Grid', metadata: 'MUI X', subpath: '/x/react-data-grid', older: (prefix) => [hosted('v6', prefix, '/x/react-data-grid'), hosted('v5', prefix, '/x/react-data-grid'), v4DataGrid(prefix)]},
  'x-date-pickers': {
    name: 'Date Pickers',
    metadata: 'MUI X',
    subpath: '/x/react-date-pickers',
    older: (prefix) => [hosted('v6', prefix, '/x/react-date-pickers'), {text: 'v5', href: `https://v5.mui.com${prefix}/x/react-date-pickers/getting-started/`}],
  },
  'x-charts': {name: 'Charts', metadata: 'MUI X', subpath: '/x/react-charts', older: (prefix) => [hosted('v6', prefix, '/x/react-charts')]},
  'x-tree-view': {
    name: 'Tree View',
    metadata: 'MUI X',
    subpath: '/x/react-tree-view',
    // The original links this one without a trailing slash.
    older: (prefix) => [{text: 'v6', href: `https://v6.mui.com${prefix}/x/react-tree-view/getting-started`}],
  },
};

function hosted(version: string, prefix: string, subpath: string): VersionOption {
  return {text: version, href: `https://${version}.mui.com${prefix}${subpath}/`};
}

export type ProductIdentifier = {name: string; metadata: string; versions: VersionOption[]};

/** Products without an entry of their own (including the `'null'` id) use the suite's. */
export function productIdentifier(productId: ProductId | string, language: UrlLanguage): ProductIdentifier {
  const product = PRODUCTS[productId as keyof typeof PRODUCTS] ?? PRODUCTS.introduction;
  const prefix = language === 'en' ? '' : `/${language}`;
  return {
    name: product.name,
    metadata: product.metadata,
    versions: [
      {text: `v${DOCS_VERSION}`, href: `${prefix}${product.subpath}/`, current: true},
      // v7 is the stable major, served by the main host.
      {text: 'v7', href: `https://mui.com${prefix}${product.subpath}/`},
      ...product.older(prefix),
    ],
  };
}

/**
 * Local plugin beside the local search plugin: keeps the search box's and
 * search page's styles out of the one site-wide stylesheet Docusaurus builds,
 * so they load with the search code (on first use of search, see
 * src/theme/SearchBar) instead of with every page. Their rules are scoped to
 * the search components' own classes, so loading them later changes nothing
 * else on the page.
 */
import type {Plugin} from '@docusaurus/types';

/** Modules whose CSS stays with their own (lazy) chunk. */
export const LAZY_CSS_PACKAGE = /[\\/]node_modules[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/]/;

type ModuleLike = {resource?: string; identifier?: () => string};

/** Docusaurus' `styles` cache group takes every CSS module; this one takes all but the search's. */
export function isSiteWideCss(module: ModuleLike): boolean {
  const id = module.resource ?? module.identifier?.() ?? '';
  return !LAZY_CSS_PACKAGE.test(id);
}

export default function pluginSearchCss(): Plugin {
  return {
    name: 'search-lazy-css',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {optimization: {splitChunks: {cacheGroups: {styles: {test: isSiteWideCss}}}}};
    },
  };
}

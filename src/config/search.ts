/**
 * Search: a local index built with the site (no external service), read in
 * pieces as a query needs them (src/plugins/search-index), unless
 * Algolia DocSearch credentials are configured, in which case DocSearch
 * replaces it, filtered by the page's language and docs version.
 */
import type {PluginConfig} from '@docusaurus/types';
import type {PluginOptions as LocalSearchOptions} from '@easyops-cn/docusaurus-search-local';
import type {AlgoliaEnv} from './env';

/** Options of the local search plugin. */
export function localSearchOptions(): LocalSearchOptions {
  return {
    // Docs are served from the locale's root (/x/, /zh/x/), not /docs/.
    docsRouteBasePath: '/',
    indexBlog: false,
    indexPages: false,
    // The plugin scans the built pages; our plugin (src/plugins/search-index)
    // makes the index from its scan: English stemmed, Chinese cut into pairs of
    // characters, a few English stop words left out (src/modules/search/engine/text.ts).
    // Index files carry their own content hashes (src/modules/search/engine/format.ts).
    hashed: false,
    searchResultLimits: 10,
    searchResultContextMaxLength: 60,
    explicitSearchResultPath: true,
    highlightSearchTermsOnTargetPage: true,
    searchBarShortcutKeymap: 'mod+k',
    // Demo output and ads are not documentation; API types and descriptions of
    // props, slots and classes (marked `data-search-skip`) would double the
    // index: those are found by name.
    ignoreCssSelectors: ['[data-demo]', '[data-ad-slot]', '.theme-doc-footer', '[data-search-skip]'],
    // The playground is scratch; a "Component API" tab repeats API pages that are indexed already.
    ignoreFiles: [/(^|\/)playground(\/|$)/, /components-api\/?$/],
  };
}

/** The local search plugin, with our sharded index in place of its lunr index. */
export const SEARCH_INDEX_PLUGIN = './src/plugins/search-index/index.ts';

export function searchPlugins(algolia: AlgoliaEnv | null): PluginConfig[] {
  return algolia ? [] : [[SEARCH_INDEX_PLUGIN, {...localSearchOptions()}], './src/plugins/search/index.ts'];
}

/** The classic preset adds the DocSearch theme when `algolia` is set. */
export function searchThemeConfig(algolia: AlgoliaEnv | null): {algolia?: object} {
  if (!algolia) return {};
  return {
    algolia: {
      appId: algolia.appId,
      apiKey: algolia.apiKey,
      indexName: algolia.indexName,
      // Facets on the page's language and docs version, so zh readers get zh results for the version they read.
      contextualSearch: true,
      searchPagePath: 'search',
    },
  };
}

/**
 * Search: a local index built with the site (no external service) unless
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
    // English is stemmed and Chinese cut into words (jieba). The same list for
    // every locale: the plugin sets lunr up once per process, and one build
    // process makes both locales.
    language: ['en', 'zh'],
    // Readers search for API names: "the", "in" and "of" matter less than not losing `is`, `on`… in code terms.
    removeDefaultStopWordFilter: ['en'],
    // No hash in the index's URL: the plugin hashes the Markdown sources only,
    // not the rendered pages the index is made from, so a hashed name could
    // outlive a change. Browsers revalidate the fixed URL instead.
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

export function searchPlugins(algolia: AlgoliaEnv | null): PluginConfig[] {
  return algolia ? [] : [['@easyops-cn/docusaurus-search-local', {...localSearchOptions()}], './src/plugins/search/index.ts'];
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

import {localSearchOptions, SEARCH_INDEX_PLUGIN, searchPlugins, searchThemeConfig} from './search';

const algolia = {appId: 'APP', apiKey: 'key', indexName: 'mui-x'};

describe('search configuration', () => {
  it('uses the local index when DocSearch is not configured, and no DocSearch theme', () => {
    expect(searchPlugins(null).map((plugin) => (Array.isArray(plugin) ? plugin[0] : plugin))).toEqual([SEARCH_INDEX_PLUGIN, './src/plugins/search/index.ts']);
    expect(searchThemeConfig(null)).toEqual({});
  });

  it('uses DocSearch alone when its credentials are set, filtered by language and version', () => {
    expect(searchPlugins(algolia)).toEqual([]);
    expect(searchThemeConfig(algolia).algolia).toMatchObject({...algolia, contextualSearch: true});
  });

  it('indexes docs from the locale root and leaves demos, ads and generated tabs out', () => {
    const options = localSearchOptions();
    expect(options.docsRouteBasePath).toBe('/');
    expect(options.ignoreCssSelectors).toEqual(expect.arrayContaining(['[data-demo]', '[data-ad-slot]']));
    const ignored = (route: string) => (options.ignoreFiles as RegExp[]).some((pattern) => pattern.test(route));
    expect(ignored('react-date-pickers/components-api/')).toBe(true);
    expect(ignored('x/react-data-grid/components-api')).toBe(true);
    expect(ignored('playground/')).toBe(true);
    expect(ignored('react-data-grid/sorting/')).toBe(false);
  });
});

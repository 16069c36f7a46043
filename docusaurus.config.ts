import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {readSiteEnv, type AdsEnv} from './src/config/env';
import {i18n} from './src/config/i18n';
import {DOCS_VERSION, STORAGE_NAMESPACE, SUITE_NAME} from './src/config/product';
import {shellHeadTags} from './src/config/headTags';
import {themeConfig} from './src/config/themeConfig';
import remarkAdSlot from './src/plugins/ads/remarkAdSlot';
import remarkCodeBlocks from './src/plugins/code-blocks/remarkCodeBlocks';
import remarkDeferredSections from './src/plugins/deferred-sections/remarkDeferredSections';
import remarkDemos from './src/plugins/demos/remarkDemos';
import {pwaOptions} from './src/plugins/pwa';
import {policySources} from './src/plugins/security-headers/policy';
import {searchPlugins, searchThemeConfig} from './src/config/search';

const env = readSiteEnv();

/** Values the browser bundle needs (read from `@generated/docusaurus.config` or `useDocusaurusContext`). */
export type SiteCustomFields = {
  licenseKey: string | null;
  docsVersion: string;
  analytics: {measurementId: string | null; scriptUrl: string};
  feedbackUrl: string | null;
  ads: AdsEnv;
  serviceWorkerHost: string | null;
  /** Origin of the web-font stylesheets (Onepirate pages), or null for none. */
  fontHost: string | null;
};

const customFields: SiteCustomFields = {
  licenseKey: env.licenseKey,
  docsVersion: DOCS_VERSION,
  analytics: {measurementId: env.analyticsId, scriptUrl: env.gtagScriptUrl},
  feedbackUrl: env.feedbackUrl,
  ads: env.ads,
  serviceWorkerHost: env.serviceWorkerHost,
  fontHost: env.fontHost,
};

const config: Config = {
  title: SUITE_NAME,
  tagline: 'Advanced React components: Data Grid, Date and Time Pickers, Charts and Tree View.',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  // Each locale sets its own base URL (/x/ and /zh/x/), see src/config/i18n.ts.
  baseUrl: '/',
  trailingSlash: true,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {hooks: {onBrokenMarkdownLinks: 'throw'}},
  i18n,
  future: {
    // v4 turns on CSS cascade layers and the other Docusaurus 4 defaults.
    v4: true,
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      // Off: Rspack's persistent cache served a stale compiled component here
      // (an edit to src/components/ApiReference never reached the build until
      // the cache was cleared). A correct build beats a faster warm one.
      rspackPersistentCache: false,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
  },
  // One colour-mode choice for every locale: without a fixed namespace the
  // storage key differs between /x/ and /zh/x/.
  storage: {type: 'localStorage', namespace: STORAGE_NAMESPACE},
  headTags: shellHeadTags(env, {serverRendered: process.env.NODE_ENV === 'production'}),
  clientModules: ['./src/clientModules/pathEscapes.ts', './src/clientModules/langParam.ts', './src/clientModules/muiLicense.ts', './src/clientModules/analytics.ts', './src/clientModules/search.ts', './src/clientModules/idlePrefetch.ts'],
  customFields,
  plugins: [
    './src/plugins/rtl-css/index.ts',
    './src/plugins/theme-variables/index.ts',
    './src/plugins/demos/index.ts',
    './src/plugins/api-reference/index.ts',
    './src/plugins/translations/index.ts',
    './src/plugins/llms/index.ts',
    './src/plugins/code-blocks/index.ts',
    './src/plugins/version-props/index.ts',
    './src/plugins/chunk-maps/index.ts',
    './src/plugins/utils-common/index.ts',
    './src/plugins/pending-navigation/index.ts',
    ['./src/plugins/security-headers/index.ts', {sources: policySources(env)}],
    ['@docusaurus/plugin-pwa', pwaOptions()],
    ...searchPlugins(env.algolia),
  ],
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          versions: {current: {label: DOCS_VERSION}},
          ...(env.onlyVersions && {onlyIncludeVersions: env.onlyVersions}),
          ...(env.editUrl && {editUrl: env.editUrl}),
          showLastUpdateTime: true,
          // remarkCodeBlocks last: it reads the imports the others add.
          remarkPlugins: [[remarkDemos, {siteDir: __dirname}], remarkAdSlot, remarkDeferredSections, remarkCodeBlocks],
          breadcrumbs: true,
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null},
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {...themeConfig, ...searchThemeConfig(env.algolia)},
};

export default config;

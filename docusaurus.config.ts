import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {readSiteEnv, type AdsEnv} from './src/config/env';
import {i18n} from './src/config/i18n';
import {DOCS_VERSION, STORAGE_NAMESPACE, SUITE_NAME} from './src/config/product';
import {shellHeadTags} from './src/config/headTags';
import {themeConfig} from './src/config/themeConfig';
import remarkAdSlot from './src/plugins/ads/remarkAdSlot';
import remarkDemos from './src/plugins/demos/remarkDemos';

const env = readSiteEnv();

/** Values the browser bundle needs (read from `@generated/docusaurus.config` or `useDocusaurusContext`). */
export type SiteCustomFields = {
  licenseKey: string | null;
  docsVersion: string;
  analytics: {measurementId: string | null; scriptUrl: string};
  feedbackUrl: string | null;
  ads: AdsEnv;
};

const customFields: SiteCustomFields = {
  licenseKey: env.licenseKey,
  docsVersion: DOCS_VERSION,
  analytics: {measurementId: env.analyticsId, scriptUrl: env.gtagScriptUrl},
  feedbackUrl: env.feedbackUrl,
  ads: env.ads,
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
    // v4 turns on the Rspack-based faster bundler and CSS cascade layers.
    v4: true,
  },
  // One colour-mode choice for every locale: without a fixed namespace the
  // storage key differs between /x/ and /zh/x/.
  storage: {type: 'localStorage', namespace: STORAGE_NAMESPACE},
  headTags: shellHeadTags(env),
  clientModules: ['./src/clientModules/langParam.ts', './src/clientModules/muiLicense.ts', './src/clientModules/analytics.ts'],
  customFields,
  plugins: ['./src/plugins/rtl-css/index.ts', './src/plugins/api-reference/index.ts'],
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          versions: {current: {label: DOCS_VERSION}},
          ...(env.editUrl && {editUrl: env.editUrl}),
          showLastUpdateTime: true,
          remarkPlugins: [remarkDemos, remarkAdSlot],
          breadcrumbs: true,
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null},
      } satisfies Preset.Options,
    ],
  ],
  themeConfig,
};

export default config;

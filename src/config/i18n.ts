import type {I18nConfig} from '@docusaurus/types';

/**
 * English is served at /x/ and Chinese at /zh/x/, like the original site.
 * The site-level baseUrl is `/` and each locale carries its own baseUrl, so
 * one `build/` folder holds both and `docusaurus serve` serves both.
 */
export const i18n: Partial<I18nConfig> = {
  defaultLocale: 'en',
  locales: ['en', 'zh'],
  localeConfigs: {
    en: {label: 'English', htmlLang: 'en', baseUrl: '/x/'},
    zh: {label: '中文', htmlLang: 'zh-CN', baseUrl: '/zh/x/'},
  },
};

/**
 * Local plugin:
 * - routes every `@docusaurus/Translate` import (ours and the theme's) through
 *   ./Translate.tsx, which warns about missing translations. Docusaurus' own
 *   alias has the same key, so this one replaces it;
 * - fails `start` and `build` of a non-default locale that lacks
 *   `i18n/<locale>/code.json` or its docs translation folder (./localeFiles.ts),
 *   instead of letting it come out in English.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkLocaleFiles} from './localeFiles';

export default function pluginTranslations(context: LoadContext): Plugin {
  return {
    name: 'missing-translations',
    // Checked here rather than when the plugin is created: `write-translations`,
    // the command that creates the files, creates every plugin too but only
    // loads the content of plugins with translation files (this one has none).
    loadContent() {
      const {siteDir, localizationDir, siteConfig, i18n} = context;
      const locale = i18n.currentLocale;
      // An explicit `translate: false` builds the locale from the English sources on purpose.
      if (siteConfig.i18n.localeConfigs[locale]?.translate === false) return;
      checkLocaleFiles({siteDir, locale, defaultLocale: i18n.defaultLocale, localizationDir});
    },
    configureWebpack() {
      return {resolve: {alias: {'@docusaurus/Translate': path.join(__dirname, 'Translate.tsx')}}};
    },
  };
}

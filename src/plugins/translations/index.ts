/**
 * Local plugin: routes every `@docusaurus/Translate` import (ours and the
 * theme's) through ./Translate.tsx, which warns about missing translations.
 * Docusaurus' own alias has the same key, so this one replaces it.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function pluginTranslations(): Plugin {
  return {
    name: 'missing-translations',
    configureWebpack() {
      return {resolve: {alias: {'@docusaurus/Translate': path.join(__dirname, 'Translate.tsx')}}};
    },
  };
}

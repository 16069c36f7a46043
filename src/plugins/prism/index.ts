/**
 * Prism out of the first load. The classic theme loads Prism and the extra
 * languages through a client module, so into main.js for every page. This
 * plugin empties that client module: the highlighter is the lazily loaded part
 * of `@theme/CodeBlock/Content` (src/theme/CodeBlock/Content), which registers
 * the languages itself. The browser hydrates the server's highlighted HTML
 * as it is, so a page's first load never needs Prism.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** theme-classic's client module that loads Prism for every page. */
export const THEME_PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;

export default function prismPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {DefinePlugin, NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(THEME_PRISM_CLIENT_MODULE, path.join(__dirname, 'emptyClientModule.ts')),
          // The server bundle includes the highlighter from the start (see src/theme/CodeBlock/Content/registry.ts).
          new DefinePlugin({'process.env.HIGHLIGHTER_IN_BUNDLE': JSON.stringify(isServer)}),
        ],
      };
    },
  };
}

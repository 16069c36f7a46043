/**
 * Code blocks out of the first load of the pages without code, and Prism out
 * of every first load.
 * - The classic theme loads Prism and the extra languages through a client
 *   module, so into main.js for every page: that module is emptied. The
 *   highlighter is the lazily loaded part of `@theme/CodeBlock/Content`
 *   (src/theme/CodeBlock/Content), which registers the languages itself; the
 *   browser hydrates the server's highlighted HTML as it is.
 * - `@theme/CodeBlock` is a light wrapper (src/theme/CodeBlock): the code
 *   block itself is a chunk of its own, which a page showing code imports
 *   with its own chunks (./remarkCodeBlocks.ts). Without that chunk group, the
 *   block would sit in the `common` chunk every page loads, since most pages
 *   show code.
 * - The server bundle has both from the start (a flag the wrappers read).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** theme-classic's client module that loads Prism for every page. */
export const THEME_PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;

/**
 * What only a rendered code block needs: the classic block (but its Prism
 * content and lines, which load with the highlighter), its helpers, and our
 * parts of it (but the light wrapper every page has, and our highlighter).
 */
export const CODE_BLOCK_MODULES =
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/](?!Content[\\/]index\.js$|Line[\\/])|[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/](?:utils[\\/]codeBlockUtils|hooks[\\/]useCodeWordWrap)\.js$|[\\/]node_modules[\\/]parse-numeric-range[\\/]|[\\/]src[\\/]theme[\\/]CodeBlock[\\/](?!index\.tsx$|Content[\\/]highlighted\.tsx$)|[\\/]src[\\/]modules[\\/]copyShortcut\.ts$/;

export default function codeBlocksPlugin(): Plugin {
  return {
    name: 'code-blocks',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {DefinePlugin, NormalModuleReplacementPlugin} = currentBundler.instance;
      const plugins = [
        new NormalModuleReplacementPlugin(THEME_PRISM_CLIENT_MODULE, path.join(__dirname, 'emptyClientModule.ts')),
        // Read by src/theme/CodeBlock/registry.ts and src/theme/CodeBlock/Content/registry.ts.
        new DefinePlugin({'process.env.CODE_BLOCKS_IN_BUNDLE': JSON.stringify(isServer)}),
      ];
      if (isServer) return {plugins};
      return {
        plugins,
        // Above Docusaurus' `common` group (priority 40), below its `styles` group (50): CSS stays site-wide.
        // Async chunks only: nothing moves out of main.js.
        optimization: {splitChunks: {cacheGroups: {codeBlock: {name: 'code-block', test: CODE_BLOCK_MODULES, chunks: 'async', priority: 45, enforce: true}}}},
      };
    },
  };
}

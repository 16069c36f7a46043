/**
 * Smaller maps of routes and chunks in the browser's main.js and runtime:
 * - chunk files are named by chunk id (`assets/js/<id>.<hash>.js`) rather than
 *   by chunk name, so the runtime carries no id → name table (Docusaurus finds
 *   a route's chunk by name through its own name → id table, which stays);
 * - the route registry loses the module paths only the server reads
 *   (./registryLoader.cjs);
 * - the runtime builds its chunk tables once rather than on every lookup
 *   (./runtimeTables.ts).
 */
import path from 'node:path';
import type {CurrentBundler, Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {hoistRuntimeTables} from './runtimeTables';

export function registryTest(generatedFilesDir: string): RegExp {
  const file = path.join(generatedFilesDir, 'registry.js').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\\|\//g, '[\\\\/]');
  return new RegExp(`^${file}$`);
}

/** The client runtime's file: the chunk tables live there. */
const RUNTIME_ASSET = /^assets\/js\/runtime~[^/]*\.js$/;

/** Rewrites the minified runtime before the final content hashes are computed (which then cover the change). */
function hoistRuntimeTablesPlugin(bundler: CurrentBundler['instance']): WebpackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('chunk-maps', (compilation) => {
        compilation.hooks.processAssets.tap({name: 'chunk-maps', stage: bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE}, (assets) => {
          for (const name of Object.keys(assets).filter((asset) => RUNTIME_ASSET.test(asset))) {
            try {
              const source = String(compilation.getAsset(name)?.source.source());
              compilation.updateAsset(name, new bundler.sources.RawSource(hoistRuntimeTables(source)));
            } catch (error) {
              compilation.errors.push(new bundler.WebpackError(error instanceof Error ? error.message : String(error)));
            }
          }
        });
      });
    },
  };
}

export default function chunkMapsPlugin(context: {generatedFilesDir: string}): Plugin {
  return {
    name: 'chunk-maps',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      // Production only: development keeps Docusaurus' readable names and an unminified runtime.
      const production = process.env.NODE_ENV === 'production';
      return {
        ...(production && {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}, plugins: [hoistRuntimeTablesPlugin(currentBundler.instance)]}),
        module: {rules: [{test: registryTest(context.generatedFilesDir), use: [path.join(__dirname, 'registryLoader.cjs')]}]},
      };
    },
  };
}

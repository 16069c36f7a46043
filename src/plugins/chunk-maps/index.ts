/**
 * Smaller maps of routes and chunks in the browser's main.js and runtime:
 * - chunk files are named by chunk id (`assets/js/<id>.<hash>.js`) rather than
 *   by chunk name, so the runtime carries no id → name table (Docusaurus finds
 *   a route's chunk by name through its own name → id table, which stays);
 * - the route registry loses the module paths only the server reads
 *   (./registryLoader.cjs).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export function registryTest(generatedFilesDir: string): RegExp {
  const file = path.join(generatedFilesDir, 'registry.js').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\\|\//g, '[\\\\/]');
  return new RegExp(`^${file}$`);
}

export default function chunkMapsPlugin(context: {generatedFilesDir: string}): Plugin {
  return {
    name: 'chunk-maps',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        // Production names only: development keeps Docusaurus' readable ones.
        ...(process.env.NODE_ENV === 'production' && {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}}),
        module: {rules: [{test: registryTest(context.generatedFilesDir), use: [path.join(__dirname, 'registryLoader.cjs')]}]},
      };
    },
  };
}

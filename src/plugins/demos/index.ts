import type {Plugin} from '@docusaurus/types';
import {DEMO_CHUNK_PREFIX} from './source-loader.cjs';

type Chunk = {name?: string | null; canBeInitial: () => boolean};

/**
 * Keeps what demos share out of the site-wide `common` chunk. Docusaurus puts
 * a module there when half the pages' chunks use it; each demo's component is
 * a chunk of its own (see source-loader.cjs), so without this the Data Grid,
 * used by some 200 demos, would be in `common` and loaded on every page.
 * The common group keeps its default scope (the route chunks) minus demos.
 */
export function isCommonCandidate(chunk: Chunk): boolean {
  return !chunk.canBeInitial() && !(chunk.name ?? '').startsWith(DEMO_CHUNK_PREFIX);
}

export default function demosPlugin(): Plugin {
  return {
    name: 'demos',
    configureWebpack(config, isServer) {
      const splitChunks = config.optimization?.splitChunks;
      const common = !isServer && splitChunks ? splitChunks.cacheGroups?.common : undefined;
      if (!common || typeof common !== 'object' || !('minChunks' in common)) {
        if (!isServer) throw new Error('demos plugin: Docusaurus no longer has a `common` split-chunks group; check how demo chunks are split.');
        return {};
      }
      common.chunks = isCommonCandidate;
      return {};
    },
  };
}

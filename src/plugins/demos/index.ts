import type {Plugin} from '@docusaurus/types';
type Chunk = {name?: string | null; canBeInitial: () => boolean};

/**
 * Keeps what demos share out of the site-wide `common` chunk. Docusaurus puts
 * a module there when half the pages' chunks use it; each demo's component is
 * a chunk of its own (see source-loader.cjs), so counting those, the Data
 * Grid, used by some 200 demos, would be in `common` and loaded on every page.
 * Only the route chunks count: Docusaurus names each of them, while demo
 * chunks and other lazy parts are anonymous.
 */
export function isCommonCandidate(chunk: Chunk): boolean {
  return !chunk.canBeInitial() && Boolean(chunk.name);
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

/**
 * The local search plugin (@easyops-cn/docusaurus-search-local), with its
 * index replaced by a sharded one that a query reads in pieces.
 *
 * The plugin keeps what it does well: the search box, the results page, the
 * keyboard shortcut, the highlight on the target page, and its scan of the
 * built HTML into titles, headings and sections. Two things change:
 * - after the build, the scanned documents become the sharded index of
 *   src/modules/search/engine (a manifest, term shards, page files) instead of
 *   one lunr index per locale (7.75 MB, 1.74 MB gzip, read whole on first use);
 * - the plugin's bridge to its search worker (`theme/searchByWorker`) is
 *   swapped for ours (src/modules/search/searchByWorker.ts), whose worker
 *   fetches only the shards a query needs; and the box's constants for a
 *   module without lunr, which only the plugin's worker needed.
 * index.test.ts fails if an upgrade of the plugin moves one of these seams.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import type {PluginOptions as LocalSearchOptions} from '@easyops-cn/docusaurus-search-local';
import {buildIndex, pagesFromPluginDocuments, type BuiltIndex} from '../../modules/search/engine/build';
import type {PluginDocument} from '../../modules/search/engine/results';
import {INDEX_DIR, pageFilePath, termShardPath} from '../../modules/search/engine/format';

const siteRequire = createRequire(__filename);
const PACKAGE = '@easyops-cn/docusaurus-search-local';
const UTILS = `${PACKAGE}/dist/server/server/utils`;

type ProcessedConfig = object;
type VersionDocs = {outDir: string; paths: unknown[]};
type PluginInternals = {
  plugin: (context: LoadContext, options: LocalSearchOptions) => Plugin;
  validateOptions: (args: unknown) => LocalSearchOptions;
  processPluginOptions: (options: LocalSearchOptions, context: LoadContext) => ProcessedConfig;
  processDocInfos: (props: Props, config: ProcessedConfig) => VersionDocs[];
  scanDocuments: (paths: unknown[], config: ProcessedConfig) => Promise<PluginDocument[][]>;
};

function internals(): PluginInternals {
  const main = siteRequire(PACKAGE) as {default: PluginInternals['plugin']; validateOptions: PluginInternals['validateOptions']};
  return {
    plugin: main.default,
    validateOptions: main.validateOptions,
    processPluginOptions: (siteRequire(`${UTILS}/processPluginOptions`) as Pick<PluginInternals, 'processPluginOptions'>).processPluginOptions,
    processDocInfos: (siteRequire(`${UTILS}/processDocInfos`) as Pick<PluginInternals, 'processDocInfos'>).processDocInfos,
    scanDocuments: (siteRequire(`${UTILS}/scanDocuments`) as Pick<PluginInternals, 'scanDocuments'>).scanDocuments,
  };
}

/** The plugin's theme folder, where its search box imports the worker bridge from. */
export const PLUGIN_THEME_DIR = /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]/;
/** The request its SearchBar and SearchPage make for the bridge. */
export const BRIDGE_REQUEST = /^\.\.\/searchByWorker$/;
export const OUR_BRIDGE = path.resolve(__dirname, '../../modules/search/searchByWorker.ts');

/**
 * The plugin's generated constants, as its search box imports them: they
 * also load lunr and its Chinese support for the plugin's own worker, which
 * ours replaces. The box needs only its result limit, from a module of its own.
 */
export const CONSTANTS_REQUEST = /^\.\.\/\.\.\/utils\/proxiedGeneratedConstants$/;

function writeBoxConstants(generatedFilesDir: string, options: LocalSearchOptions): string {
  const file = path.join(generatedFilesDir, 'search-index', 'boxConstants.js');
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `export const searchResultLimits = ${JSON.stringify(options.searchResultLimits ?? 8)};\n`);
  return file;
}

/** Writes an index under `dir` (emptied first: no shard of an older build stays behind). */
export function writeIndex(dir: string, index: BuiltIndex): {files: number; bytes: number} {
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(path.join(dir, 't'), {recursive: true});
  mkdirSync(path.join(dir, 'p'), {recursive: true});
  let files = 0;
  let bytes = 0;
  const write = (relative: string, data: unknown) => {
    const text = JSON.stringify(data);
    writeFileSync(path.join(dir, relative), text);
    files += 1;
    bytes += Buffer.byteLength(text);
  };
  write('manifest.json', index.manifest);
  for (const [key, shard] of index.termShards) write(termShardPath(key, index.manifest.terms[key]), shard);
  index.pageFiles.forEach((file, page) => write(pageFilePath(page, index.manifest.pages[page]), file));
  return {files, bytes};
}

export function validateOptions(args: {options: LocalSearchOptions; validate: unknown}): LocalSearchOptions {
  return internals().validateOptions(args);
}

export default function pluginSearchIndex(context: LoadContext, options: LocalSearchOptions): Plugin {
  const local = internals();
  const base = local.plugin(context, options);
  const config = local.processPluginOptions(options, context);
  const boxConstants = writeBoxConstants(context.generatedFilesDir, options);
  return {
    ...base,
    configureWebpack(webpackConfig, isServer, utils, content) {
      const own = base.configureWebpack?.(webpackConfig, isServer, utils, content) ?? {};
      const swapBridge = new utils.currentBundler.instance.NormalModuleReplacementPlugin(BRIDGE_REQUEST, (resource: {context: string; request: string}) => {
        if (PLUGIN_THEME_DIR.test(`${resource.context}/`)) resource.request = OUR_BRIDGE;
      });
      const swapConstants = new utils.currentBundler.instance.NormalModuleReplacementPlugin(CONSTANTS_REQUEST, (resource: {context: string; request: string}) => {
        if (PLUGIN_THEME_DIR.test(`${resource.context}/`)) resource.request = boxConstants;
      });
      return {...own, plugins: [...(own.plugins ?? []), swapBridge, swapConstants]};
    },
    async postBuild(props) {
      const started = Date.now();
      for (const version of local.processDocInfos(props, config)) {
        const documents = await local.scanDocuments(version.paths, config);
        const index = buildIndex(pagesFromPluginDocuments(documents));
        const {files, bytes} = writeIndex(path.join(version.outDir, INDEX_DIR), index);
        logger.info`Search index: name=${index.pageFiles.length} pages, ${files} files, ${Math.round(bytes / 1024)} KB in ${Date.now() - started} ms (path=${path.relative(context.siteDir, version.outDir)}).`;
      }
    },
  };
}

/**
 * Docusaurus plugin: for each locale build, a Markdown copy of every docs
 * page beside its HTML page (`/x/react-data-grid/sorting/` →
 * `/x/react-data-grid/sorting.md`), plus `llms.txt` and `llms-full.txt` at
 * the locale's root (`/x/llms.txt`, `/zh/x/llms.txt`).
 *
 * The docs and the sidebar are collected once everything is loaded; the
 * files are written after the build, into the locale's output folder
 * (`build/x/`, `build/zh/x/`: Docusaurus maps a locale's baseUrl to its outDir).
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import {DOCS_VERSION, SUITE_NAME} from '../../config/product';
import {nodeLabel} from '../../modules/navigation/navTitles';
import {pathnameOfDocId} from '../../modules/navigation/sidebarBuilders';
import {API_PRODUCTS} from '../api-reference';
import {llmsHeader} from './header';
import {llmsFullTxt, llmsTxt, outlineDocs, sidebarOutline, type LlmsDoc, type SidebarEntry} from './llmsTxt';
import {mdxToMarkdown} from './mdxToMarkdown';
import {absoluteUrl, markdownUrl} from './urls';

export {markdownUrl} from './urls';

export type LlmsPluginOptions = {
  /** Id of the docs plugin instance to read. */
  docsPluginId?: string;
  /** The sidebar that orders llms.txt. */
  sidebarId?: string;
};

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The file a URL under the locale's base URL is served from: `/x/a/b.md` → `<outDir>/a/b.md`. */
export function outputPath(outDir: string, baseUrl: string, url: string): string {
  if (!url.startsWith(baseUrl)) throw new Error(`llms: ${url} is outside the locale's base URL ${baseUrl}.`);
  return path.join(outDir, ...decodeURIComponent(url.slice(baseUrl.length)).split('/'));
}

const CONTENT_ROOT = /^@site\/(?:docs|i18n\/[^/]+\/docusaurus-plugin-content-docs\/current)\//;

/** A doc's path inside its content folder (the same for a page and its translation), for relative `.mdx` links. */
function contentPath(source: string): string | undefined {
  return CONTENT_ROOT.test(source) ? source.replace(CONTENT_ROOT, '') : undefined;
}

function writeFile(file: string, content: string): void {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
}

export default function pluginLlms(context: LoadContext, options: LlmsPluginOptions = {}): Plugin<void> {
  const docsPluginId = options.docsPluginId ?? 'default';
  const sidebarId = options.sidebarId ?? 'docs';
  let docs: DocMetadata[] = [];
  let sidebar: SidebarEntry[] = [];

  return {
    name: 'llms',

    allContentLoaded({allContent}) {
      const content = allContent[DOCS_PLUGIN]?.[docsPluginId] as LoadedContent | undefined;
      // The version served at the docs' root (the only one here); others would need their own files.
      const version = content?.loadedVersions.find((loaded) => loaded.isLast) ?? content?.loadedVersions[0];
      if (!version) throw new Error(`llms: no docs loaded by ${DOCS_PLUGIN} "${docsPluginId}".`);
      docs = version.docs;
      // The loaded sidebar lists docs by id (`{type: 'doc', id}`); titles and URLs come from the docs.
      sidebar = (version.sidebars[sidebarId] ?? []) as SidebarEntry[];
    },

    async postBuild({outDir}) {
      const {siteDir, baseUrl, i18n} = context;
      const siteUrl = context.siteConfig.url;
      // Docs metadata permalinks carry no trailing slash; the pages are served (and linked) with the site's rule.
      const htmlPath = (permalink: string) => applyTrailingSlash(permalink, {trailingSlash: context.siteConfig.trailingSlash, baseUrl});
      const permalinkByContentPath = new Map(docs.flatMap((doc) => (contentPath(doc.source) ? [[contentPath(doc.source)!, htmlPath(doc.permalink)] as const] : [])));

      const pages = docs.map((doc) => {
        const filePath = path.join(siteDir, doc.source.replace(/^@site\//, ''));
        const here = path.posix.dirname(contentPath(doc.source) ?? '');
        let markdown: string;
        try {
          markdown = mdxToMarkdown(
            {source: readFileSync(filePath, 'utf8'), filePath, title: doc.title, description: doc.description},
            {
              siteDir,
              links: {siteUrl, baseUrl, permalink: htmlPath(doc.permalink), permalinkOfDocFile: (relative) => permalinkByContentPath.get(path.posix.join(here, relative))},
            },
          );
        } catch (error) {
          throw new Error(`llms: cannot convert ${doc.source} to Markdown: ${(error as Error).message}`, {cause: error});
        }
        const copyUrl = markdownUrl(doc.permalink, baseUrl);
        writeFile(outputPath(outDir, baseUrl, copyUrl), markdown);
        const plan = (doc.frontMatter.sidebar_custom_props as {plan?: unknown} | undefined)?.plan;
        const entry: LlmsDoc = {
          id: doc.id,
          // As the sidebar labels it: the locale's title map first, then the page's title.
          title: nodeLabel({pathname: pathnameOfDocId(doc.id), title: doc.title}, i18n.currentLocale),
          description: doc.description,
          url: absoluteUrl(siteUrl, htmlPath(doc.permalink)),
          markdownUrl: absoluteUrl(siteUrl, copyUrl),
          ...((plan === 'pro' || plan === 'premium') && {plan}),
        };
        return {doc, entry, markdown};
      });

      // Unlisted pages keep their Markdown copy (their HTML page exists too) but are not announced.
      const entries = new Map(pages.filter(({doc}) => !doc.unlisted).map(({doc, entry}) => [doc.id, entry]));
      const outline = sidebarOutline(sidebar, entries);
      const inSidebar = new Set(outlineDocs(outline).map((doc) => doc.id));
      // Pages shown outside the navigation (the Component API tabs); unlisted ones stay unannounced.
      const optional = pages.filter(({doc}) => !inSidebar.has(doc.id) && !doc.unlisted).map(({entry}) => entry);

      const defaultLocale = i18n.localeConfigs[i18n.defaultLocale];
      const current = i18n.localeConfigs[i18n.currentLocale];
      const facts = {
        suiteName: SUITE_NAME,
        version: DOCS_VERSION,
        packages: Object.values(API_PRODUCTS).flatMap((product) => product.packages),
        llmsTxtUrl: absoluteUrl(siteUrl, `${baseUrl}llms.txt`),
        llmsFullTxtUrl: absoluteUrl(siteUrl, `${baseUrl}llms-full.txt`),
        ...(i18n.currentLocale !== i18n.defaultLocale &&
          defaultLocale && {
            translation: {
              language: current ? `${current.label} (${current.htmlLang})` : i18n.currentLocale,
              englishLlmsTxtUrl: absoluteUrl(defaultLocale.url ?? siteUrl, `${defaultLocale.baseUrl}llms.txt`),
            },
          }),
      };
      const markdownById = new Map(pages.map(({doc, markdown}) => [doc.id, markdown]));
      writeFile(path.join(outDir, 'llms.txt'), llmsTxt(llmsHeader(facts, 'llms.txt'), outline, optional));
      writeFile(
        path.join(outDir, 'llms-full.txt'),
        llmsFullTxt(
          llmsHeader(facts, 'llms-full.txt'),
          outlineDocs(outline).map((doc) => ({doc, markdown: markdownById.get(doc.id)!})),
        ),
      );
      logger.info`llms: wrote number=${pages.length} Markdown pages, llms.txt and llms-full.txt to path=${path.relative(siteDir, outDir)}.`;
    },
  };
}

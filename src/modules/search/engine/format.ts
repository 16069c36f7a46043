/**
 * The sharded search index: what the build writes and the search worker reads.
 *
 * Files, under `<version URL>/search-index/`:
 * - `manifest.json`: the only file read before a query (on focus of the box);
 * - `t/<shard key>.<hash>.json`: postings of the terms in one shard (see `shardKey`);
 * - `p/<page number>.<hash>.json`: one page's documents (title, headings, sections), read for the results shown.
 * Shard and page files are named by their content hash, so they can be cached for good.
 */

/** The kinds of documents, numbered as the local search plugin's UI expects (`SearchDocumentType`). */
export const DocType = {Title: 0, Heading: 1, Description: 2, Content: 4} as const;
export type DocTypeValue = (typeof DocType)[keyof typeof DocType];

export const INDEX_FORMAT = 1;
export const INDEX_DIR = 'search-index';

export type Manifest = {
  format: typeof INDEX_FORMAT;
  /** The first document number of each page; a page's documents are numbered in a row. */
  pageStarts: number[];
  /** Length of each page's title, by page number (to order near ties). */
  titleLengths: number[];
  /** Content hash of each page file, by page number. */
  pages: string[];
  /** Content hash of each term shard, by shard key. A key not listed has no terms. */
  terms: Record<string, string>;
};

/**
 * A term shard: term → postings, flattened as [document delta, weight, …].
 * Document numbers rise, each stored as the gap from the previous one; the
 * weight is the term's BM25 score in that document × 10, rounded (at least 1).
 */
export type TermShard = Record<string, number[]>;

/** A page's document: [type, text, anchor (`#…` or ''), section title ('' when none)]. The first is the title. */
export type PageDocument = [type: DocTypeValue, text: string, hash: string, section: string];

export type PageFile = {
  /** URL path. */
  u: string;
  /** Breadcrumb, from the docs root to the page's category. */
  b: string[];
  d: PageDocument[];
};

export function termShardPath(key: string, hash: string): string {
  return `t/${key}.${hash}.json`;
}

export function pageFilePath(page: number, hash: string): string {
  return `p/${page}.${hash}.json`;
}

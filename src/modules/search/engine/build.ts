/**
 * Builds the sharded search index from a site's documents (pure: no file
 * system). The plugin in src/plugins/search-index writes what this returns.
 */
import {createHash} from 'node:crypto';
import {DocType, INDEX_FORMAT, type DocTypeValue, type Manifest, type PageDocument, type PageFile, type TermShard} from './format';
import type {PluginDocument} from './results';
import {shardKey, termsOf} from './text';

/** A page as the indexer sees it: its title first, then its headings, description and sections. */
export type IndexedPage = {url: string; breadcrumb: string[]; documents: PageDocument[]};

export type BuiltIndex = {manifest: Manifest; termShards: Map<string, TermShard>; pageFiles: PageFile[]};

/**
 * How much a match counts by where it is: a word of a page's title says more
 * than the same word in a heading, and that more than in a paragraph.
 */
export const TYPE_BOOST: Record<DocTypeValue, number> = {
  [DocType.Title]: 4,
  [DocType.Heading]: 2.5,
  [DocType.Description]: 1.5,
  [DocType.Content]: 1,
};
/**
 * Ranks of whole pages, as DocSearch's `pageRank`: API reference pages repeat
 * one prop on up to twenty components' pages and migration guides are about
 * older versions, so for the same words a guide comes first.
 */
export const PAGE_RANKS: ReadonlyArray<{pattern: RegExp; rank: number}> = [
  {pattern: /\/api\//, rank: 0.6},
  {pattern: /\/migration\//, rank: 0.6},
];

export function pageRank(url: string): number {
  return PAGE_RANKS.find(({pattern}) => pattern.test(url))?.rank ?? 1;
}

/** Breadcrumb words (a page's product and section) count in the title's document, at this share. */
export const BREADCRUMB_SHARE = 0.5;
const K1 = 1.2;
const B = 0.75;

/** Content hash for file names: 8 hex characters. */
export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}

type Counted = {doc: number; type: DocTypeValue; rank: number; length: number; counts: Map<string, number>};

function countTerms(page: IndexedPage, documentIndex: number, type: DocTypeValue, text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of termsOf(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  if (documentIndex === 0) {
    for (const term of termsOf(page.breadcrumb.join(' '))) counts.set(term, (counts.get(term) ?? 0) + BREADCRUMB_SHARE);
  }
  return counts;
}

export function buildIndex(pages: IndexedPage[]): BuiltIndex {
  const counted: Counted[] = [];
  const pageStarts: number[] = [];
  for (const page of pages) {
    pageStarts.push(counted.length);
    const rank = pageRank(page.url);
    page.documents.forEach(([type, text], index) => {
      const counts = countTerms(page, index, type, text);
      let length = 0;
      for (const count of counts.values()) length += count;
      counted.push({doc: counted.length, type, rank, length, counts});
    });
  }

  // BM25 per kind of document: a heading's length is compared with other headings'.
  const lengthSums = new Map<DocTypeValue, {sum: number; n: number}>();
  const documentFrequency = new Map<string, number>();
  for (const {type, length, counts} of counted) {
    const entry = lengthSums.get(type) ?? {sum: 0, n: 0};
    entry.sum += length;
    entry.n += 1;
    lengthSums.set(type, entry);
    for (const term of counts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const total = counted.length;
  const postings = new Map<string, number[]>();
  for (const {doc, type, rank, length, counts} of counted) {
    const {sum, n} = lengthSums.get(type) ?? {sum: 1, n: 1};
    const averageLength = sum / n || 1;
    for (const [term, count] of counts) {
      const df = documentFrequency.get(term) ?? 1;
      const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
      const score = (idf * (count * (K1 + 1))) / (count + K1 * (1 - B + (B * length) / averageLength)) * TYPE_BOOST[type] * rank;
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(doc, Math.max(1, Math.round(score * 10)));
    }
  }

  const termShards = new Map<string, TermShard>();
  for (const term of [...postings.keys()].sort()) {
    const key = shardKey(term);
    let shard = termShards.get(key);
    if (!shard) termShards.set(key, (shard = {}));
    // Documents were counted in order, so each list rises: store the gaps.
    const list = postings.get(term) ?? [];
    const delta: number[] = [];
    let previous = 0;
    for (let i = 0; i < list.length; i += 2) {
      delta.push(list[i] - previous, list[i + 1]);
      previous = list[i];
    }
    shard[term] = delta;
  }

  const pageFiles: PageFile[] = pages.map((page) => ({u: page.url, b: page.breadcrumb, d: page.documents}));
  const terms: Record<string, string> = {};
  for (const [key, shard] of termShards) terms[key] = contentHash(JSON.stringify(shard));
  const titleLengths = pages.map((page) => page.documents[0]?.[1].length ?? 0);
  const manifest: Manifest = {format: INDEX_FORMAT, pageStarts, titleLengths, pages: pageFiles.map((file) => contentHash(JSON.stringify(file))), terms};
  return {manifest, termShards, pageFiles};
}


/**
 * Groups the documents of the plugin's scan (`scanDocuments`) (titles, headings, descriptions, keywords,
 * contents, each a list) by page, in the order of the title list. Keywords
 * are left out: no page of this site has any.
 */
export function pagesFromPluginDocuments(lists: PluginDocument[][]): IndexedPage[] {
  const [titles = [], headings = [], descriptions = [], , contents = []] = lists;
  const byPage = new Map<number, IndexedPage>();
  for (const title of titles) byPage.set(title.i, {url: title.u, breadcrumb: title.b ?? [], documents: [[DocType.Title, title.t, '', '']]});
  const add = (type: DocTypeValue, documents: PluginDocument[]) => {
    for (const doc of documents) {
      const page = doc.p === undefined ? undefined : byPage.get(doc.p);
      if (page && doc.t.trim()) page.documents.push([type, doc.t, doc.h ?? '', doc.s ?? '']);
    }
  };
  add(DocType.Description, descriptions);
  add(DocType.Heading, headings);
  add(DocType.Content, contents);
  return [...byPage.values()];
}

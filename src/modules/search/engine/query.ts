/**
 * Answers a query from the sharded index, fetching only the term shards the
 * query's words live in and the page files of the results it returns. The
 * loader is injected: the worker fetches files, tests read them from memory.
 */
import {pageFilePath, termShardPath, type DocTypeValue, type Manifest, type PageFile, type TermShard} from './format';
import {hanTerms, isHan, shardKey, stem, STOP_WORDS, wordsOf} from './text';

export type IndexLoader = {
  manifest(): Promise<Manifest>;
  /** A file of the index by its path under the index folder (`termShardPath`, `pageFilePath`). */
  file<T>(path: string): Promise<T>;
};

/** One word of the query, and how it may match. */
export type QueryToken = {
  /** What the reader typed, lowercased: highlighted on results and on the target page. */
  text: string;
  /** Index terms that match it exactly. */
  terms: string[];
  /** A word still being typed (the last, with no space after it) also matches the index terms it starts. */
  prefix: string | null;
};

/** How much a word matched only by its beginning counts, against an exact match. */
export const PREFIX_SHARE = 0.7;
/** A prefix expands to at most this many index terms, the shortest first (closest to what was typed). */
export const MAX_EXPANSIONS = 40;

export function queryTokens(input: string): QueryToken[] {
  const words = wordsOf(input);
  const typing = words.length > 0 && /[\p{L}\p{N}_$]$/u.test(input);
  const tokens: QueryToken[] = [];
  words.forEach(({word}, index) => {
    const last = typing && index === words.length - 1;
    if (isHan(word)) {
      const chars = Array.from(word);
      // One character alone matches the pairs it begins.
      if (chars.length === 1) tokens.push({text: word, terms: [word], prefix: word});
      else for (const pair of hanTerms(word)) tokens.push({text: word, terms: [pair], prefix: null});
      return;
    }
    if (STOP_WORDS.has(word) && !last) return;
    const stemmed = stem(word);
    tokens.push({text: word, terms: stemmed === word ? [word] : [word, stemmed], prefix: last ? word : null});
  });
  return tokens;
}

/** What a search returns per document; shaped for the local search plugin's UI (see searchByWorker). */
export type Hit = {
  doc: number;
  type: DocTypeValue;
  text: string;
  url: string;
  hash: string;
  section: string;
  breadcrumb: string[];
  /** The page's title (the document the plugin's UI groups a page's hits under). */
  pageTitle: string;
  pageTitleDoc: number;
  /** Where the query's words are in `text`: [start, length], rising. */
  positions: Array<[number, number]>;
  score: number;
};

function pageOf(manifest: Manifest, doc: number): number {
  let low = 0;
  let high = manifest.pageStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (manifest.pageStarts[middle] <= doc) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** For each token: document → its best weight among the terms it matches. */
function tokenScores(token: QueryToken, shards: Map<string, TermShard | null>): Map<number, number> {
  const scores = new Map<number, number>();
  const addTerm = (shard: TermShard | null | undefined, term: string, share: number) => {
    const list = shard?.[term];
    if (!list) return;
    let doc = 0;
    for (let i = 0; i < list.length; i += 2) {
      doc += list[i];
      const weight = list[i + 1] * share;
      if (weight > (scores.get(doc) ?? 0)) scores.set(doc, weight);
    }
  };
  for (const term of token.terms) addTerm(shards.get(shardKey(term)), term, 1);
  if (token.prefix) {
    const prefix = token.prefix;
    const shard = shards.get(shardKey(prefix));
    if (shard) {
      const expansions = Object.keys(shard)
        .filter((term) => term.startsWith(prefix) && !token.terms.includes(term))
        .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
        .slice(0, MAX_EXPANSIONS);
      for (const term of expansions) addTerm(shard, term, PREFIX_SHARE);
    }
  }
  return scores;
}

/** Where the query's words are in a document's text, for highlighting. */
export function matchPositions(text: string, tokens: QueryToken[]): Array<[number, number]> {
  const positions: Array<[number, number]> = [];
  const exact = new Set(tokens.flatMap((token) => token.terms));
  const prefixes = tokens.map((token) => token.prefix).filter((prefix): prefix is string => prefix !== null);
  const hanRuns = [...new Set(tokens.filter((token) => isHan(token.text)).map((token) => token.text))];
  for (const {word, start, length} of wordsOf(text)) {
    if (isHan(word)) {
      for (const run of hanRuns) {
        for (let at = word.indexOf(run); at !== -1; at = word.indexOf(run, at + run.length)) positions.push([start + at, run.length]);
      }
    } else if (exact.has(word) || exact.has(stem(word)) || prefixes.some((prefix) => word.startsWith(prefix))) {
      positions.push([start, length]);
    }
  }
  return positions.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
}

/** A page's title (with its breadcrumb) lends its match to the page's other documents, at this share. */
export const TITLE_SHARE = 0.5;
/**
 * Other matching documents of the same page add to a document's score (a page
 * about the query mentions it often), with diminishing returns: a long page
 * that mentions a word in passing many times must not outrank the page titled
 * with it. PAGE_BONUS × ln(1 + others / PAGE_SCALE).
 */
export const PAGE_BONUS = 40;
export const PAGE_SCALE = 50;

/**
 * Scores this close count as equal; then the page with the shorter title
 * comes first. The same prop is a heading on many API pages with the same
 * score, and the general component (DatePicker) is what a reader means more
 * often than SingleInputDateRangeField.
 */
export const SCORE_BAND = 10;

/**
 * Orders the matching documents. A document matches a word if it has it, or
 * if its page's title or breadcrumb has it ("drag" in a section of the Tree
 * View's ordering page matches "tree view drag"). Documents that match every
 * word come first; if none does, those that match the most. Then by score:
 * the document's own BM25 weights, what its page's title lends, and a share of
 * the page's other matches. Near ties go to the page with the shorter title, then to the earlier document.
 */
export function rank(manifest: Manifest, perToken: Array<Map<number, number>>): Array<{doc: number; score: number}> {
  const candidates = new Set<number>();
  for (const scores of perToken) for (const doc of scores.keys()) candidates.add(doc);
  const pageOfDoc = new Map<number, number>();
  const ownTotals = new Map<number, number>();
  const pageTotals = new Map<number, number>();
  for (const doc of candidates) {
    const page = pageOf(manifest, doc);
    pageOfDoc.set(doc, page);
    let own = 0;
    for (const scores of perToken) own += scores.get(doc) ?? 0;
    ownTotals.set(doc, own);
    pageTotals.set(page, (pageTotals.get(page) ?? 0) + own);
  }
  const entries: Array<{doc: number; score: number; count: number; titleLength: number}> = [];
  let most = 0;
  for (const doc of candidates) {
    const page = pageOfDoc.get(doc) ?? 0;
    const title = manifest.pageStarts[page];
    let count = 0;
    let score = 0;
    for (const scores of perToken) {
      const weight = Math.max(scores.get(doc) ?? 0, doc === title ? 0 : (scores.get(title) ?? 0) * TITLE_SHARE);
      if (weight > 0) count += 1;
      score += weight;
    }
    const own = ownTotals.get(doc) ?? 0;
    score += PAGE_BONUS * Math.log1p(((pageTotals.get(page) ?? 0) - own) / PAGE_SCALE);
    most = Math.max(most, count);
    entries.push({doc, score, count, titleLength: manifest.titleLengths[page] ?? 0});
  }
  const band = (score: number) => Math.round(score / SCORE_BAND);
  return entries
    .filter(({count}) => count === most)
    .sort((a, b) => band(b.score) - band(a.score) || a.titleLength - b.titleLength || b.score - a.score || a.doc - b.doc)
    .map(({doc, score}) => ({doc, score}));
}

/**
 * The best `limit` documents for `input`. Documents that match every word of
 * the query come first; if none does, those that match the most words. Ties
 * go to the higher BM25 score, then to the earlier page.
 */
export async function search(loader: IndexLoader, input: string, limit: number): Promise<{tokens: QueryToken[]; hits: Hit[]}> {
  const tokens = queryTokens(input);
  if (tokens.length === 0) return {tokens, hits: []};
  const manifest = await loader.manifest();
  const keys = new Set<string>();
  for (const token of tokens) {
    for (const term of token.terms) keys.add(shardKey(term));
    if (token.prefix) keys.add(shardKey(token.prefix));
  }
  const shards = new Map<string, TermShard | null>();
  await Promise.all(
    [...keys].map(async (key) => {
      const hash = manifest.terms[key];
      shards.set(key, hash ? await loader.file<TermShard>(termShardPath(key, hash)) : null);
    }),
  );

  const perToken = tokens.map((token) => tokenScores(token, shards));
  const ranked = rank(manifest, perToken).slice(0, limit);

  const pages = new Map<number, Promise<PageFile>>();
  const pageFile = (page: number) => {
    let file = pages.get(page);
    if (!file) pages.set(page, (file = loader.file<PageFile>(pageFilePath(page, manifest.pages[page]))));
    return file;
  };
  const hits = await Promise.all(
    ranked.map(async ({doc, score}): Promise<Hit> => {
      const page = pageOf(manifest, doc);
      const file = await pageFile(page);
      const pageTitleDoc = manifest.pageStarts[page];
      const [type, text, hash, section] = file.d[doc - pageTitleDoc];
      return {
        doc,
        type,
        text,
        url: file.u,
        hash,
        section,
        breadcrumb: file.b,
        pageTitle: file.d[0][1],
        pageTitleDoc,
        positions: matchPositions(text, tokens),
        score,
      };
    }),
  );
  return {tokens, hits};
}


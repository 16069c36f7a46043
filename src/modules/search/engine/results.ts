/**
 * Turns the engine's hits into the results the local search plugin's box and
 * results page render (its `SearchResult`): documents in its short field
 * names, each non-title result pointing at its page's title document (the
 * same object when that title is a result too: the plugin groups by identity),
 * and match positions as lunr's metadata, which its highlighter reads.
 */
import {DocType} from './format';
import type {Hit, QueryToken} from './query';

export type PluginDocument = {i: number; t: string; u: string; h?: string; p?: number; s?: string; b?: string[]};
export type PluginResult = {
  document: PluginDocument;
  type: number;
  page: PluginDocument | undefined;
  metadata: Record<string, {t: {position: Array<[number, number]>}}>;
  tokens: string[];
  score: number;
};

export function pluginResults(hits: Hit[], tokens: QueryToken[]): PluginResult[] {
  const highlightTokens = [...new Set(tokens.map((token) => token.text))];
  const titles = new Map<number, PluginDocument>();
  const titleOf = (hit: Hit): PluginDocument => {
    let title = titles.get(hit.pageTitleDoc);
    if (!title) titles.set(hit.pageTitleDoc, (title = {i: hit.pageTitleDoc, t: hit.pageTitle, u: hit.url, b: hit.breadcrumb}));
    return title;
  };
  return hits.map((hit) => {
    const isTitle = hit.type === DocType.Title;
    const document: PluginDocument = isTitle
      ? titleOf(hit)
      : {i: hit.doc, t: hit.text, u: hit.url, h: hit.hash, p: hit.pageTitleDoc, s: hit.section || hit.pageTitle};
    return {
      document,
      type: hit.type,
      page: isTitle ? undefined : titleOf(hit),
      // One entry holds every position: the highlighter only merges them. It
      // needs at least one: a document matched through its page's title has no
      // word of the query itself, and is shown from its start.
      metadata: {query: {t: {position: hit.positions.length > 0 ? hit.positions : [[0, 0]]}}},
      tokens: highlightTokens,
      score: hit.score,
    };
  });
}

/**
 * The search engine's text rules, shared by the index builder (at build time)
 * and the search worker (in the browser), so a page's words and a reader's
 * query are cut and stemmed the same way.
 */
import lunr from 'lunr';

/** Chinese characters. Runs of them are cut into overlapping pairs (bigrams). */
const HAN = /\p{Unified_Ideograph}/u;
/** A Latin word or identifier (`processRowUpdate`, `v7`, `$gte`), or a run of Chinese characters. */
const WORD = /[\p{Unified_Ideograph}]+|[\p{L}\p{N}_$]+/gu;

/**
 * English words that carry no meaning on their own. Dropped from the index and
 * from queries: each would be in nearly every section, and its postings would
 * be most of the index shard a query downloads.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be by can for from if in into is it its of on or so that the then this to was were when which will with you your'.split(' '),
);

export function isHan(text: string): boolean {
  return HAN.test(text);
}

/** The stem of a lowercase Latin word: "grouping" → "group", "pinned" → "pin". Short words and identifiers with digits stay as they are. */
export function stem(word: string): string {
  if (word.length < 3 || /[\d_$]/.test(word)) return word;
  return lunr.stemmer(new lunr.Token(word)).toString();
}

/** One word of a text, lowercased, with where it starts in the text. */
export type WordAt = {word: string; start: number; length: number};

export function wordsOf(text: string): WordAt[] {
  const words: WordAt[] = [];
  for (const match of text.matchAll(WORD)) words.push({word: match[0].toLowerCase(), start: match.index, length: match[0].length});
  return words;
}

/** The index terms of a Chinese run: its overlapping pairs, or the character alone. */
export function hanTerms(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length === 1) return chars;
  const pairs: string[] = [];
  for (let i = 0; i < chars.length - 1; i += 1) pairs.push(chars[i] + chars[i + 1]);
  return pairs;
}

/** The terms of a text as the index stores them: stems of Latin words without stop words, bigrams of Chinese runs. */
export function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const {word} of wordsOf(text)) {
    if (isHan(word)) terms.push(...hanTerms(word));
    else if (!STOP_WORDS.has(word)) terms.push(stem(word));
  }
  return terms;
}

/**
 * The index shard a term lives in: its first two characters for Latin terms
 * (so every term a typed prefix can expand to is in one shard), a bucket of its
 * first character for Chinese ones. File-name safe.
 */
export function shardKey(term: string): string {
  const first = term.codePointAt(0) ?? 0;
  if (/^[a-z0-9]/.test(term)) {
    const second = term.length > 1 && /[a-z0-9]/.test(term[1]) ? term[1] : '_';
    return term[0] + second;
  }
  return `u${(first % HAN_BUCKETS).toString(36)}`;
}
/** Chinese first characters spread over this many shards (about 1,500 distinct ones per locale). */
const HAN_BUCKETS = 128;

/**
 * The server's highlighted HTML of the code blocks hydrated without Prism,
 * kept so that the same block renders again without it: right after
 * hydration (the block renders again for the browser, and remounts if the
 * reader's Prism theme is not the server's, see ../loaded), and on a page
 * visited again, which shows the same blocks.
 */

/** What a block's highlighted HTML depends on (the prism theme is checked separately). */
export type BlockIdentity = {code: string; language: string | undefined; lineClassNames: Record<number, string[]>; lineNumbersStart: number | undefined};

export function keptHtmlKey({code, language, lineClassNames, lineNumbersStart}: BlockIdentity): string {
  return JSON.stringify([language ?? null, lineNumbersStart ?? null, lineClassNames, code]);
}

const kept = new Map<string, string>();

export function keepHtml(key: string, html: string): void {
  kept.set(key, html);
}

export function keptHtml(key: string): string | undefined {
  return kept.get(key);
}

/**
 * A demo's code longer than a screenful shows collapsed: only its first
 * lines, under a fade, until the reader expands it. Only those lines are
 * rendered (the rest would be clipped anyway): a heavy guide then carries
 * less than half of its code in the DOM, which is most of what its HTML,
 * hydration and highlighting cost.
 */

/** Lines a collapsed demo's code shows; more than its box (22rem) can hold at any zoom, so the cut is never seen. */
export const PREVIEW_LINES = 18;

/** Lines of the code, not counting trailing blank ones. */
export function codeLineCount(code: string): number {
  return code.trimEnd().split('\n').length;
}

/** Whether the code shows collapsed at first. */
export function isLongCode(code: string): boolean {
  return codeLineCount(code) > PREVIEW_LINES;
}

/** The code's first `count` lines (all of it when it has no more). */
export function firstLines(code: string, count: number): string {
  const lines = code.split('\n');
  return lines.length <= count ? code : lines.slice(0, count).join('\n');
}

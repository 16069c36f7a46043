/**
 * The height a demo's stage reserves before the demo has rendered, so the page
 * does not move when it appears. Best is the height this demo had the last time
 * it rendered at this width (exact when a reader comes back to a page); then the
 * height measured for it at build-check time (see `demoHeights`); then a
 * typical demo's height.
 */

/** What a demo of unknown size reserves: about a small grid or chart. */
export const TYPICAL_DEMO_HEIGHT = 320;

/** Heights recorded in the repository, per layout: the wide one (sidebar shown) and the narrow one. */
export type HeightHint = {wide: number; narrow: number};

/** Widths from which the docs show the sidebar (Infima's desktop breakpoint). */
export const WIDE_LAYOUT_MIN_WIDTH = 997;

/**
 * Keyed by the viewport's width, not the stage's: it is known before the
 * stage is laid out, so the reservation is in the very first render, and the
 * page's layout (hence the stage's width) follows from it.
 */
type Seen = {viewportWidth: number; height: number};

export type HeightMemory = {
  remember: (demo: object, viewportWidth: number, height: number) => void;
  reserve: (demo: object, viewportWidth: number, hint?: HeightHint) => number;
};

export function createHeightMemory(): HeightMemory {
  const seen = new WeakMap<object, Seen>();
  return {
    remember(demo, viewportWidth, height) {
      // Kept to the hundredth: a box's height is fractional, and a whole pixel off still moves the page.
      if (height > 0) seen.set(demo, {viewportWidth, height: Math.round(height * 100) / 100});
    },
    reserve(demo, viewportWidth, hint) {
      const last = seen.get(demo);
      if (last && last.viewportWidth === viewportWidth) return last.height;
      if (hint) return viewportWidth >= WIDE_LAYOUT_MIN_WIDTH ? hint.wide : hint.narrow;
      return last?.height ?? TYPICAL_DEMO_HEIGHT;
    },
  };
}

/** The page view's memory, shared by every demo. */
export const demoHeights: HeightMemory = createHeightMemory();

/**
 * The order in which a page's deferred sections render after a route change
 * (see src/plugins/deferred-sections): one at a time, in page order, each in
 * a task of its own, the first once the page's first render has painted.
 * A section asks for its turn when it mounts and releases it once it has
 * rendered or has left the page.
 */

export type RevealEnvironment = {
  /** Calls `callback` in a task after the next paint; returns a function that cancels it. */
  afterNextPaint: (callback: () => void) => () => void;
};

export type RevealQueue = {
  /**
   * Queues a section; `reveal` is called when its turn comes. Returns the
   * function the section calls once it has rendered or has left the page:
   * the next section may then start.
   */
  request: (reveal: () => void) => () => void;
};

export function createRevealQueue(env: RevealEnvironment): RevealQueue {
  type Entry = {reveal: () => void};
  const waiting: Entry[] = [];
  let active: Entry | null = null;
  let cancelScheduled: (() => void) | null = null;

  const next = () => {
    if (active || cancelScheduled || waiting.length === 0) return;
    cancelScheduled = env.afterNextPaint(() => {
      cancelScheduled = null;
      active = waiting.shift() ?? null;
      active?.reveal();
    });
  };

  return {
    request(reveal) {
      const entry: Entry = {reveal};
      waiting.push(entry);
      next();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const index = waiting.indexOf(entry);
        if (index >= 0) waiting.splice(index, 1);
        if (active === entry) active = null;
        if (waiting.length === 0 && cancelScheduled) {
          cancelScheduled();
          cancelScheduled = null;
        }
        next();
      };
    },
  };
}

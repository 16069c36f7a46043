/**
 * Docusaurus prefetches the chunks of every internal link as it scrolls into
 * view. Each call matches the path against the whole route table (5–20 ms on
 * a 2-core machine), and a page's first frame brings dozens of links into
 * view at once: their callbacks run back to back, in one task that can block
 * a reader's first click or key press for 100–200 ms. Here each prefetch
 * waits for an idle moment and runs in it, a few at a time, so none adds to
 * a long task. Hovering a link still preloads it at once (Docusaurus'
 * `preload`, untouched).
 */

type IdleDeadline = {timeRemaining: () => number};

/** What the queue needs from the browser; a seam for tests. */
export type IdleEnvironment = {
  requestIdleCallback?: (callback: (deadline: IdleDeadline) => void) => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
};

/**
 * Idle time left for one more prefetch to start. An idle period lasts at most
 * 50 ms, the long-task threshold; a prefetch takes up to about 20 ms, so one
 * started with this much left ends inside the period.
 */
export const MIN_IDLE_MS_PER_TASK = 25;

export type IdleQueue = {add: (task: () => void) => void};

/** Runs tasks in order, in idle periods (one per task without idle callbacks, as in Safari). */
export function createIdleQueue(env: IdleEnvironment): IdleQueue {
  const tasks: Array<() => void> = [];
  let scheduled = false;

  const runOne = () => {
    const task = tasks.shift();
    try {
      task?.();
    } catch {
      // A failed prefetch only means a slower click later: the next tasks still run.
    }
  };
  const schedule = () => {
    if (scheduled || tasks.length === 0) return;
    scheduled = true;
    if (env.requestIdleCallback) {
      env.requestIdleCallback((deadline) => {
        scheduled = false;
        do runOne();
        while (tasks.length > 0 && deadline.timeRemaining() >= MIN_IDLE_MS_PER_TASK);
        schedule();
      });
    } else {
      env.setTimeout(() => {
        scheduled = false;
        runOne();
        schedule();
      }, 0);
    }
  };

  return {
    add(task) {
      tasks.push(task);
      schedule();
    },
  };
}

/** Marks a prefetcher already wrapped (route updates call the installer again). */
const IDLE_PREFETCH = Symbol.for('mui-x-docs.idlePrefetch');

/** The part of `window.docusaurus` this deals with. */
export type RoutePrefetcher = {
  prefetch: (path: string) => false | Promise<void[]>;
  preload: (path: string) => false | Promise<void[]>;
};

/** `docusaurus` with its viewport prefetch deferred to idle periods; calling it again on the result changes nothing. */
export function withIdlePrefetch<T extends RoutePrefetcher>(docusaurus: T, queue: IdleQueue): T {
  if (IDLE_PREFETCH in docusaurus) return docusaurus;
  const queued = new Set<string>();
  return Object.freeze({
    ...docusaurus,
    [IDLE_PREFETCH]: true,
    prefetch(path: string) {
      // Each link asks once per mount: a page's sidebar asks again for the same paths on every route change.
      if (!queued.has(path)) {
        queued.add(path);
        queue.add(() => docusaurus.prefetch(path));
      }
      return false;
    },
  });
}

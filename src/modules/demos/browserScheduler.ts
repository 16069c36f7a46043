import {afterNextPaint, inNewTask} from '../browserTasks';
import {createMountScheduler, type MountScheduler, type SchedulerEnvironment} from './mountScheduler';

/**
 * How far outside the viewport a demo counts as near: half a screen above or
 * below, so a demo has mounted before a reader scrolling at reading speed
 * reaches it.
 */
export const NEAR_VIEWPORT_MARGIN = '50% 0px';

/** The scheduler's environment in a browser: one shared IntersectionObserver, idle callbacks, message-channel tasks. */
export function browserEnvironment(win: Window & typeof globalThis = window): SchedulerEnvironment {
  const watchers = new Map<Element, () => void>();
  let observer: IntersectionObserver | null = null;
  const observe = (): IntersectionObserver =>
    (observer ??= new win.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const onNear = watchers.get(entry.target);
          watchers.delete(entry.target);
          observer?.unobserve(entry.target);
          onNear?.();
        }
      },
      {rootMargin: NEAR_VIEWPORT_MARGIN},
    ));

  return {
    watchNearViewport(element, onNear) {
      if (typeof win.IntersectionObserver !== 'function') {
        // Without the observer nothing tells us when the reader gets there: render in turn.
        onNear();
        return () => {};
      }
      watchers.set(element, onNear);
      observe().observe(element);
      return () => {
        if (watchers.delete(element)) observer?.unobserve(element);
      };
    },
    whenIdle(callback) {
      if (typeof win.requestIdleCallback === 'function') {
        const handle = win.requestIdleCallback(() => callback());
        return () => win.cancelIdleCallback(handle);
      }
      // Safari has no idle callback: wait for the next frame to be painted instead.
      return afterNextPaint(win, callback);
    },
    inNewTask: (callback) => inNewTask(win, callback),
  };
}

let shared: MountScheduler | null = null;

/** The page's one scheduler, shared by every demo (created on first use, in the browser only). */
export function demoMountScheduler(): MountScheduler {
  shared ??= createMountScheduler(browserEnvironment());
  return shared;
}

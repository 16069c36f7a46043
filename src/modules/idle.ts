/**
 * "After the page": work that must not compete with the first render runs
 * once the window has loaded and the browser is idle.
 */

/** The longest an idle task waits for an idle moment on a busy page, in ms: a bound, not a delay. */
export const IDLE_DEADLINE_MS = 2000;

export type IdleWindow = {
  document: {readyState: DocumentReadyState};
  addEventListener: (type: 'load', listener: () => void, options?: AddEventListenerOptions) => void;
  removeEventListener: (type: 'load', listener: () => void) => void;
  requestIdleCallback?: (callback: () => void, options?: {timeout: number}) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `task` once, after the `load` event and then the next idle callback
 * (right after `load` where idle callbacks are missing, as in Safari).
 * Returns a function that cancels it.
 */
export function afterLoadWhenIdle(win: IdleWindow, task: () => void): () => void {
  let cancelIdle = () => {};
  const whenIdle = () => {
    if (win.requestIdleCallback && win.cancelIdleCallback) {
      const handle = win.requestIdleCallback(task, {timeout: IDLE_DEADLINE_MS});
      cancelIdle = () => win.cancelIdleCallback?.(handle);
    } else {
      task();
    }
  };
  if (win.document.readyState === 'complete') {
    whenIdle();
    return () => cancelIdle();
  }
  win.addEventListener('load', whenIdle, {once: true});
  return () => {
    win.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}

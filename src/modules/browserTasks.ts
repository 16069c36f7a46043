/**
 * Ways to run work in a task of its own in the browser, for the schedulers
 * that keep heavy rendering out of the task handling a reader's input.
 */

type TaskWindow = Pick<Window, 'setTimeout' | 'clearTimeout' | 'requestAnimationFrame' | 'cancelAnimationFrame'> & {MessageChannel?: typeof MessageChannel};

/** Calls `callback` in a new task (never inside the caller's); returns a function that cancels it. */
export function inNewTask(win: TaskWindow, callback: () => void): () => void {
  if (typeof win.MessageChannel !== 'function') {
    const handle = win.setTimeout(callback, 0);
    return () => win.clearTimeout(handle);
  }
  // A message, not a timer: timers nested in timers are clamped to 4 ms.
  const channel = new win.MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) callback();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}

/** Calls `callback` in a task after the next frame has painted (a task posted from the frame's animation callback); returns a function that cancels it. */
export function afterNextPaint(win: TaskWindow, callback: () => void): () => void {
  let cancelTask = () => {};
  const frame = win.requestAnimationFrame(() => {
    cancelTask = inNewTask(win, callback);
  });
  return () => {
    win.cancelAnimationFrame(frame);
    cancelTask();
  };
}

import {afterLoadWhenIdle, IDLE_DEADLINE_MS, type IdleWindow} from './idle';

/** A window whose load event and idle callbacks the test fires by hand. */
function fakeWindow({loaded, idleCallbacks}: {loaded: boolean; idleCallbacks: boolean}) {
  const loadListeners = new Set<() => void>();
  const idle = new Map<number, () => void>();
  const idleOptions: Array<{timeout: number} | undefined> = [];
  let nextHandle = 1;
  const win: IdleWindow = {
    document: {readyState: loaded ? 'complete' : 'loading'},
    addEventListener: (_type, listener) => loadListeners.add(listener),
    removeEventListener: (_type, listener) => loadListeners.delete(listener),
    ...(idleCallbacks && {
      requestIdleCallback: (callback: () => void, options?: {timeout: number}) => {
        idleOptions.push(options);
        idle.set(nextHandle, callback);
        return nextHandle++;
      },
      cancelIdleCallback: (handle: number) => idle.delete(handle),
    }),
  };
  return {
    win,
    idleOptions,
    fireLoad: () => {
      win.document.readyState = 'complete';
      for (const listener of [...loadListeners]) listener();
    },
    fireIdle: () => {
      for (const [handle, callback] of [...idle]) {
        idle.delete(handle);
        callback();
      }
    },
    pendingIdle: () => idle.size,
  };
}

it('waits for the load event, then for an idle moment, with a deadline', () => {
  const page = fakeWindow({loaded: false, idleCallbacks: true});
  const task = jest.fn();
  afterLoadWhenIdle(page.win, task);
  expect(page.pendingIdle()).toBe(0);
  page.fireLoad();
  expect(task).not.toHaveBeenCalled();
  expect(page.idleOptions).toEqual([{timeout: IDLE_DEADLINE_MS}]);
  page.fireIdle();
  expect(task).toHaveBeenCalledTimes(1);
});

it('on a page already loaded, waits for an idle moment only', () => {
  const page = fakeWindow({loaded: true, idleCallbacks: true});
  const task = jest.fn();
  afterLoadWhenIdle(page.win, task);
  expect(task).not.toHaveBeenCalled();
  page.fireIdle();
  expect(task).toHaveBeenCalledTimes(1);
});

it('without idle callbacks, runs right after the load event', () => {
  const page = fakeWindow({loaded: false, idleCallbacks: false});
  const task = jest.fn();
  afterLoadWhenIdle(page.win, task);
  expect(task).not.toHaveBeenCalled();
  page.fireLoad();
  expect(task).toHaveBeenCalledTimes(1);

  const loaded = fakeWindow({loaded: true, idleCallbacks: false});
  const atOnce = jest.fn();
  afterLoadWhenIdle(loaded.win, atOnce);
  expect(atOnce).toHaveBeenCalledTimes(1);
});

it('can be cancelled before the load event and while waiting for idle', () => {
  const beforeLoad = fakeWindow({loaded: false, idleCallbacks: true});
  const first = jest.fn();
  afterLoadWhenIdle(beforeLoad.win, first)();
  beforeLoad.fireLoad();
  beforeLoad.fireIdle();
  expect(first).not.toHaveBeenCalled();

  const waitingForIdle = fakeWindow({loaded: false, idleCallbacks: true});
  const second = jest.fn();
  const cancel = afterLoadWhenIdle(waitingForIdle.win, second);
  waitingForIdle.fireLoad();
  cancel();
  waitingForIdle.fireIdle();
  expect(second).not.toHaveBeenCalled();
});

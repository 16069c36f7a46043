import {createIdleQueue, MIN_IDLE_MS_PER_TASK, withIdlePrefetch, type IdleEnvironment, type RoutePrefetcher} from './idlePrefetch';

/** Idle callbacks the test runs by hand, each with the idle time it says is left (read before each task). */
function fakeIdle() {
  const pending: Array<(deadline: {timeRemaining: () => number}) => void> = [];
  const env: IdleEnvironment = {
    requestIdleCallback: (callback) => pending.push(callback),
    setTimeout: () => {
      throw new Error('not used when idle callbacks exist');
    },
  };
  /** Runs the next idle period; `remaining` lists what timeRemaining() answers, call by call. */
  const runIdlePeriod = (remaining: number[]) => {
    const callback = pending.shift();
    if (!callback) throw new Error('no idle callback pending');
    let call = 0;
    callback({timeRemaining: () => remaining[Math.min(call++, remaining.length - 1)]});
  };
  return {env, pending, runIdlePeriod};
}

function recordingPrefetcher() {
  const prefetched: string[] = [];
  const preloaded: string[] = [];
  const prefetcher: RoutePrefetcher = Object.freeze({
    prefetch: (path: string) => {
      prefetched.push(path);
      return Promise.resolve([]);
    },
    preload: (path: string) => {
      preloaded.push(path);
      return Promise.resolve([]);
    },
  });
  return {prefetcher, prefetched, preloaded};
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle, then tasks in order while the period has room', () => {
    const idle = fakeIdle();
    const queue = createIdleQueue(idle.env);
    const ran: number[] = [];
    for (const n of [1, 2, 3, 4]) queue.add(() => ran.push(n));
    expect(ran).toEqual([]);
    expect(idle.pending).toHaveLength(1);
    // Room for the first, then for one more, then not enough left.
    idle.runIdlePeriod([MIN_IDLE_MS_PER_TASK + 10, MIN_IDLE_MS_PER_TASK - 1]);
    expect(ran).toEqual([1, 2]);
    // The rest waits for the next idle period.
    expect(idle.pending).toHaveLength(1);
    idle.runIdlePeriod([49]);
    expect(ran).toEqual([1, 2, 3, 4]);
    expect(idle.pending).toHaveLength(0);
  });

  it('always runs at least one task per idle period, so a busy page still gets there', () => {
    const idle = fakeIdle();
    const queue = createIdleQueue(idle.env);
    const ran: string[] = [];
    queue.add(() => ran.push('a'));
    queue.add(() => ran.push('b'));
    idle.runIdlePeriod([0]);
    expect(ran).toEqual(['a']);
    idle.runIdlePeriod([0]);
    expect(ran).toEqual(['a', 'b']);
  });

  it('goes on after a task throws', () => {
    const idle = fakeIdle();
    const queue = createIdleQueue(idle.env);
    const ran: string[] = [];
    queue.add(() => {
      throw new Error('chunk map missing');
    });
    queue.add(() => ran.push('next'));
    idle.runIdlePeriod([40, 40]);
    expect(ran).toEqual(['next']);
  });

  it('without idle callbacks, runs one task per timer', () => {
    const timers: Array<() => void> = [];
    const queue = createIdleQueue({setTimeout: (callback) => timers.push(callback)});
    const ran: number[] = [];
    queue.add(() => ran.push(1));
    queue.add(() => ran.push(2));
    expect(timers).toHaveLength(1);
    timers.shift()!();
    expect(ran).toEqual([1]);
    timers.shift()!();
    expect(ran).toEqual([1, 2]);
    expect(timers).toHaveLength(0);
  });
});

describe('withIdlePrefetch', () => {
  it('defers each path’s prefetch to an idle period, once, and leaves preload immediate', () => {
    const idle = fakeIdle();
    const {prefetcher, prefetched, preloaded} = recordingPrefetcher();
    const deferred = withIdlePrefetch(prefetcher, createIdleQueue(idle.env));
    deferred.prefetch('/x/react-data-grid/sorting/');
    deferred.prefetch('/x/react-data-grid/filtering/');
    deferred.prefetch('/x/react-data-grid/sorting/');
    expect(prefetched).toEqual([]);
    deferred.preload('/x/react-data-grid/editing/');
    expect(preloaded).toEqual(['/x/react-data-grid/editing/']);
    idle.runIdlePeriod([45]);
    expect(prefetched).toEqual(['/x/react-data-grid/sorting/', '/x/react-data-grid/filtering/']);
  });

  it('wraps only once, however often it is installed', () => {
    const idle = fakeIdle();
    const {prefetcher, prefetched} = recordingPrefetcher();
    const queue = createIdleQueue(idle.env);
    const once = withIdlePrefetch(prefetcher, queue);
    expect(withIdlePrefetch(once, queue)).toBe(once);
    once.prefetch('/x/introduction/');
    idle.runIdlePeriod([45]);
    expect(prefetched).toEqual(['/x/introduction/']);
    expect(Object.isFrozen(once)).toBe(true);
  });
});

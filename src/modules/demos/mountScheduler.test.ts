import {createMountScheduler, type LoadOutcome, type MountPolicy, type SchedulerEnvironment} from './mountScheduler';

/** A hand-driven browser: tasks, idle periods and the viewport move only when the test says so. */
function fakeEnvironment() {
  const tasks: Array<() => void> = [];
  const idle: Array<() => void> = [];
  const watched = new Map<Element, () => void>();
  const environment: SchedulerEnvironment = {
    watchNearViewport(element, onNear) {
      watched.set(element, onNear);
      return () => watched.delete(element);
    },
    whenIdle(callback) {
      idle.push(callback);
      return () => idle.splice(idle.indexOf(callback) >>> 0, 1);
    },
    inNewTask(callback) {
      tasks.push(callback);
      return () => tasks.splice(tasks.indexOf(callback) >>> 0, 1);
    },
  };
  return {
    environment,
    /** Runs queued tasks (and the promise jobs between them) until none is left. */
    async runTasks() {
      await flushPromises();
      while (tasks.length > 0) {
        tasks.shift()!();
        await flushPromises();
      }
    },
    pendingTasks: () => tasks.length,
    pendingIdle: () => idle.length,
    async idlePeriod() {
      idle.shift()?.();
      await flushPromises();
    },
    scrollNear(element: Element) {
      const onNear = watched.get(element);
      watched.delete(element);
      onNear?.();
    },
    isWatched: (element: Element) => watched.has(element),
  };
}

/** Lets every pending promise job run (a few rounds: loads resolve through `then` chains). */
async function flushPromises(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await Promise.resolve();
}

function page(count: number): HTMLElement[] {
  document.body.innerHTML = '';
  return Array.from({length: count}, (_, index) => {
    const element = document.createElement('div');
    element.id = `demo-${index}`;
    document.body.append(element);
    return element;
  });
}

/** A demo whose loads and renders are recorded in one shared log. */
function demo(log: string[], name: string, policy: MountPolicy, load: () => Promise<string> = () => Promise.resolve(name)) {
  return {
    policy,
    load: () => {
      log.push(`load ${name}`);
      return load();
    },
    start: (outcome: LoadOutcome<string>) => log.push('value' in outcome ? `render ${outcome.value}` : `fail ${name}: ${String(outcome.error)}`),
  };
}

it('renders nothing until a demo nears the viewport, then renders it in a task of its own', async () => {
  const browser = fakeEnvironment();
  const scheduler = createMountScheduler(browser.environment);
  const [element] = page(1);
  const log: string[] = [];
  scheduler.request(demo(log, 'A', 'visible')).attach(element);
  await browser.runTasks();
  expect(log).toEqual([]);

  browser.scrollNear(element);
  await flushPromises();
  // Loaded, but not rendered inside the observer's callback.
  expect(log).toEqual(['load A']);
  expect(browser.pendingTasks()).toBe(1);
  await browser.runTasks();
  expect(log).toEqual(['load A', 'render A']);
});

it('renders one demo at a time: the next starts, in a new task, only once the previous has settled', async () => {
  const browser = fakeEnvironment();
  const scheduler = createMountScheduler(browser.environment);
  const [first, second] = page(2);
  const log: string[] = [];
  const mountA = scheduler.request(demo(log, 'A', 'visible'));
  const mountB = scheduler.request(demo(log, 'B', 'visible'));
  mountA.attach(first);
  mountB.attach(second);
  browser.scrollNear(first);
  browser.scrollNear(second);
  await browser.runTasks();
  expect(log).toEqual(['load A', 'load B', 'render A']);

  mountA.settled();
  expect(log).toEqual(['load A', 'load B', 'render A']);
  await browser.runTasks();
  expect(log).toEqual(['load A', 'load B', 'render A', 'render B']);
});

it('renders in page order whatever order the code arrives in', async () => {
  const browser = fakeEnvironment();
  const scheduler = createMountScheduler(browser.environment);
  const [top, bottom] = page(2);
  const log: string[] = [];
  let arriveTop: (value: string) => void = () => {};
  const slowTop = new Promise<string>((resolve) => {
    arriveTop = resolve;
  });
  const mountBottom = scheduler.request(demo(log, 'bottom', 'visible'));
  const mountTop = scheduler.request(demo(log, 'top', 'visible', () => slowTop));
  mountBottom.attach(bottom);
  mountTop.attach(top);
  browser.scrollNear(bottom);
  browser.scrollNear(top);
  // Only the bottom demo's code is here: it need not wait for the top one.
  await browser.runTasks();
  expect(log).toEqual(['load bottom', 'load top', 'render bottom']);
  arriveTop('top');
  mountBottom.settled();
  await browser.runTasks();
  expect(log.at(-1)).toBe('render top');

  // Both ready at once: the one higher on the page goes first.
  const [upper, lower] = page(2);
  const log2: string[] = [];
  const mountLower = scheduler.request(demo(log2, 'lower', 'visible'));
  const mountUpper = scheduler.request(demo(log2, 'upper', 'visible'));
  mountLower.attach(lower);
  mountUpper.attach(upper);
  browser.scrollNear(lower);
  browser.scrollNear(upper);
  await flushPromises();
  mountTop.settled();
  await browser.runTasks();
  expect(log2.filter((entry) => entry.startsWith('render'))).toEqual(['render upper']);
});

it('mounts the rest while the browser is idle, one per idle period, only for visibleOrIdle demos', async () => {
  const browser = fakeEnvironment();
  const scheduler = createMountScheduler(browser.environment);
  const [serverRendered, first, second] = page(3);
  const log: string[] = [];
  scheduler.request(demo(log, 'server', 'visible')).attach(serverRendered);
  const mountFirst = scheduler.request(demo(log, 'first', 'visibleOrIdle'));
  const mountSecond = scheduler.request(demo(log, 'second', 'visibleOrIdle'));
  mountFirst.attach(first);
  mountSecond.attach(second);
  expect(browser.pendingIdle()).toBe(1);

  await browser.idlePeriod();
  await browser.runTasks();
  expect(log).toEqual(['load first', 'render first']);
  // The next idle period is asked for only once this demo has settled.
  expect(browser.pendingIdle()).toBe(0);
  mountFirst.settled();
  await browser.runTasks();
  expect(browser.pendingIdle()).toBe(1);
  await browser.idlePeriod();
  await browser.runTasks();
  expect(log).toEqual(['load first', 'render first', 'load second', 'render second']);
  mountSecond.settled();
  await browser.runTasks();
  // The server-rendered demo is never mounted just because the browser is idle.
  expect(browser.pendingIdle()).toBe(0);
  expect(browser.isWatched(serverRendered)).toBe(true);
});

it('lets a demo the reader reaches for jump the queue', async () => {
  const browser = fakeEnvironment();
  const scheduler = createMountScheduler(browser.environment);
  const [first, second, third] = page(3);
  const log: string[] = [];
  const mounts = [scheduler.request(demo(log, 'first', 'visible')), scheduler.request(demo(log, 'second', 'visible')), scheduler.request(demo(log, 'third', 'visible'))];
  mounts.forEach((mount, index) => mount.attach([first, second, third][index]));
  browser.scrollNear(first);
  browser.scrollNear(second);
  await flushPromises();
  mounts[2].prioritize();
  await browser.runTasks();
  expect(log).toEqual(['load first', 'load second', 'load third', 'render third']);
  expect(browser.isWatched(third)).toBe(false);
});

it('hands a failed load to the demo, and the queue goes on', async () => {
  const browser = fakeEnvironment();
  const scheduler = createMountScheduler(browser.environment);
  const [broken, fine] = page(2);
  const log: string[] = [];
  const mountBroken = scheduler.request(demo(log, 'broken', 'visible', () => Promise.reject(new Error('chunk 42 failed'))));
  mountBroken.attach(broken);
  scheduler.request(demo(log, 'fine', 'visible')).attach(fine);
  browser.scrollNear(broken);
  browser.scrollNear(fine);
  await browser.runTasks();
  expect(log).toEqual(['load broken', 'load fine', 'fail broken: Error: chunk 42 failed']);
  mountBroken.settled();
  await browser.runTasks();
  expect(log.at(-1)).toBe('render fine');
});

it('forgets a demo that leaves the page, whether waiting, fetched or rendering', async () => {
  const browser = fakeEnvironment();
  const scheduler = createMountScheduler(browser.environment);
  const [waiting, rendering, fetched] = page(3);
  const log: string[] = [];
  const mountWaiting = scheduler.request(demo(log, 'waiting', 'visible'));
  mountWaiting.attach(waiting);
  mountWaiting.cancel();
  expect(browser.isWatched(waiting)).toBe(false);

  const mountRendering = scheduler.request(demo(log, 'rendering', 'visible'));
  const mountFetched = scheduler.request(demo(log, 'fetched', 'visible'));
  mountRendering.attach(rendering);
  mountFetched.attach(fetched);
  browser.scrollNear(rendering);
  browser.scrollNear(fetched);
  await browser.runTasks();
  expect(log).toEqual(['load rendering', 'load fetched', 'render rendering']);
  // A route change unmounts both: the one rendering never settles, the fetched one never renders.
  mountRendering.cancel();
  mountFetched.cancel();
  await browser.runTasks();
  expect(log).toEqual(['load rendering', 'load fetched', 'render rendering']);

  // The scheduler is free for the next page.
  const [next] = page(1);
  scheduler.request(demo(log, 'next', 'visible')).attach(next);
  browser.scrollNear(next);
  await browser.runTasks();
  expect(log.at(-1)).toBe('render next');
});

/**
 * When each live demo of a page may render. A page's text, headings and code
 * paint first; demos follow one at a time, each in a task of its own, so no
 * single task (least of all the one that handles a click) renders several
 * grids or charts. The policy lives here, apart from React, so it can be
 * tested with a fake clock, viewport and idle callback.
 *
 * A demo becomes due when it nears the viewport, when the reader reaches for
 * it (pointer or focus), or, for `visibleOrIdle` demos, when the browser is
 * idle (one demo per idle period). A due demo's code is fetched at once; a
 * fetched demo renders when no other demo is rendering, nearest the reader
 * first, then in page order.
 */

export type MountPolicy =
  /** Only near the viewport or when used: for server-rendered demos, whose markup already shows. */
  | 'visible'
  /** Near the viewport first, then the rest while the browser is idle: for demos mounted after a route change. */
  | 'visibleOrIdle';

export type LoadOutcome<T> = {value: T} | {error: unknown};

export type MountRequest<T> = {
  policy: MountPolicy;
  /** Fetches the demo's code; called once, when the demo becomes due. */
  load: () => Promise<T>;
  /** Renders the demo; called in a task of its own. The demo then calls `settled()` once it has committed. */
  start: (outcome: LoadOutcome<T>) => void;
};

export type DemoMount = {
  /** Starts watching the demo's element (once it is in the document). */
  attach: (element: Element) => void;
  /** The reader is about to use the demo: make it due and render it before the others. */
  prioritize: () => void;
  /** The demo has rendered (or failed to): the next one may start. */
  settled: () => void;
  /** The demo left the page: forget it. */
  cancel: () => void;
};

export type SchedulerEnvironment = {
  /** Calls `onNear` once the element comes near the viewport; returns a function that stops watching. */
  watchNearViewport: (element: Element, onNear: () => void) => () => void;
  /** Calls `callback` when the browser is idle; returns a function that cancels it. */
  whenIdle: (callback: () => void) => () => void;
  /** Calls `callback` in a new task (never inside the caller's); returns a function that cancels it. */
  inNewTask: (callback: () => void) => () => void;
};

export type MountScheduler = {
  request: <T>(request: MountRequest<T>) => DemoMount;
};

type State = 'waiting' | 'loading' | 'ready' | 'rendering' | 'done';
/** Lower is sooner. */
const URGENCY = {used: 0, near: 1, idle: 2} as const;

type Job = {
  request: MountRequest<unknown>;
  state: State;
  urgency: number;
  element: Element | null;
  outcome: LoadOutcome<unknown> | null;
  unwatch: () => void;
};

/** Page order: an element before another in the document comes first; unattached demos last. */
function inPageOrder(a: Job, b: Job): number {
  if (a.element === b.element) return 0;
  if (!a.element) return 1;
  if (!b.element) return -1;
  return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

export function createMountScheduler(environment: SchedulerEnvironment): MountScheduler {
  const jobs = new Set<Job>();
  let rendering: Job | null = null;
  let cancelStart: (() => void) | null = null;
  let cancelIdle: (() => void) | null = null;

  const nextReady = (): Job | undefined =>
    [...jobs].filter((job) => job.state === 'ready').sort((a, b) => a.urgency - b.urgency || inPageOrder(a, b))[0];

  function renderNext(): void {
    if (rendering || cancelStart) return;
    if (!nextReady()) {
      requestIdleWork();
      return;
    }
    // The choice is made in the new task, so a demo that became more urgent meanwhile goes first.
    cancelStart = environment.inNewTask(() => {
      cancelStart = null;
      const next = nextReady();
      if (!next) {
        renderNext();
        return;
      }
      next.state = 'rendering';
      rendering = next;
      next.request.start(next.outcome!);
    });
  }

  function makeDue(job: Job, urgency: number): void {
    job.urgency = Math.min(job.urgency, urgency);
    if (job.state !== 'waiting') return;
    job.unwatch();
    job.state = 'loading';
    job.request.load().then(
      (value) => loaded(job, {value}),
      (error: unknown) => loaded(job, {error}),
    );
  }

  function loaded(job: Job, outcome: LoadOutcome<unknown>): void {
    if (job.state !== 'loading') return;
    job.outcome = outcome;
    job.state = 'ready';
    renderNext();
  }

  /** One idle demo at a time, and only while nothing else is loading or rendering. */
  function requestIdleWork(): void {
    if (cancelIdle || rendering) return;
    const busy = [...jobs].some((job) => job.state === 'loading' || job.state === 'ready');
    const idleCandidate = [...jobs].some((job) => job.state === 'waiting' && job.request.policy === 'visibleOrIdle' && job.element);
    if (busy || !idleCandidate) return;
    cancelIdle = environment.whenIdle(() => {
      cancelIdle = null;
      const first = [...jobs].filter((job) => job.state === 'waiting' && job.request.policy === 'visibleOrIdle' && job.element).sort(inPageOrder)[0];
      if (first) makeDue(first, URGENCY.idle);
    });
  }

  function finish(job: Job): void {
    job.unwatch();
    job.state = 'done';
    jobs.delete(job);
    if (rendering === job) rendering = null;
    if (jobs.size === 0 && cancelIdle) {
      cancelIdle();
      cancelIdle = null;
    }
    renderNext();
  }

  return {
    request<T>(request: MountRequest<T>): DemoMount {
      const job: Job = {request: request as MountRequest<unknown>, state: 'waiting', urgency: URGENCY.idle, element: null, outcome: null, unwatch: () => {}};
      jobs.add(job);
      return {
        attach(element) {
          if (job.state !== 'waiting' || job.element) return;
          job.element = element;
          job.unwatch = environment.watchNearViewport(element, () => makeDue(job, URGENCY.near));
          requestIdleWork();
        },
        prioritize() {
          if (job.state === 'done' || job.state === 'rendering') return;
          makeDue(job, URGENCY.used);
        },
        settled() {
          if (job.state !== 'done') finish(job);
        },
        cancel() {
          if (job.state !== 'done') finish(job);
        },
      };
    },
  };
}

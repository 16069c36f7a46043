import {createRevealQueue} from './sectionReveal';

/** Paints the test runs by hand: each runs the callbacks queued for after it. */
function fakePaints() {
  let queued: Array<() => void> = [];
  return {
    env: {
      afterNextPaint: (callback: () => void) => {
        queued.push(callback);
        return () => {
          queued = queued.filter((queuedCallback) => queuedCallback !== callback);
        };
      },
    },
    paint: () => {
      const due = queued;
      queued = [];
      for (const callback of due) callback();
    },
    pending: () => queued.length,
  };
}

describe('createRevealQueue', () => {
  it('reveals nothing before the first render has painted, then one section per turn, in order', () => {
    const paints = fakePaints();
    const queue = createRevealQueue(paints.env);
    const revealed: string[] = [];
    const turns = ['A', 'B', 'C'].map((name) => queue.request(() => revealed.push(name)));
    expect(revealed).toEqual([]);
    paints.paint();
    expect(revealed).toEqual(['A']);
    // B waits until A has rendered, however many frames go by.
    paints.paint();
    expect(revealed).toEqual(['A']);
    turns[0]();
    paints.paint();
    expect(revealed).toEqual(['A', 'B']);
    turns[1]();
    paints.paint();
    turns[2]();
    expect(revealed).toEqual(['A', 'B', 'C']);
    expect(paints.pending()).toBe(0);
  });

  it('skips a section that left the page, and moves on when the active one is released', () => {
    const paints = fakePaints();
    const queue = createRevealQueue(paints.env);
    const revealed: string[] = [];
    const a = queue.request(() => revealed.push('A'));
    const b = queue.request(() => revealed.push('B'));
    queue.request(() => revealed.push('C'));
    b();
    paints.paint();
    a();
    paints.paint();
    expect(revealed).toEqual(['A', 'C']);
  });

  it('cancels its scheduled turn when every section has left (a route change away)', () => {
    const paints = fakePaints();
    const queue = createRevealQueue(paints.env);
    const revealed: string[] = [];
    const turn = queue.request(() => revealed.push('A'));
    expect(paints.pending()).toBe(1);
    turn();
    expect(paints.pending()).toBe(0);
    // A later page's sections start afresh.
    queue.request(() => revealed.push('next page'));
    paints.paint();
    expect(revealed).toEqual(['next page']);
  });

  it('ignores a second release', () => {
    const paints = fakePaints();
    const queue = createRevealQueue(paints.env);
    const revealed: string[] = [];
    const a = queue.request(() => revealed.push('A'));
    queue.request(() => revealed.push('B'));
    queue.request(() => revealed.push('C'));
    paints.paint();
    a();
    a();
    a();
    paints.paint();
    expect(revealed).toEqual(['A', 'B']);
  });
});

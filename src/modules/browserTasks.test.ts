/** @jest-environment node */
import {afterNextPaint, inNewTask} from './browserTasks';

/** A window whose frames and timers the test runs by hand. */
function fakeWindow({withMessageChannel}: {withMessageChannel: boolean}) {
  const frames = new Map<number, FrameRequestCallback>();
  const timers = new Map<number, () => void>();
  let next = 1;
  const win = {
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      frames.set(next, callback);
      return next++;
    },
    cancelAnimationFrame: (handle: number) => void frames.delete(handle),
    setTimeout: ((callback: () => void) => {
      timers.set(next, callback);
      return next++;
    }) as unknown as Window['setTimeout'],
    clearTimeout: ((handle: number) => void timers.delete(handle)) as Window['clearTimeout'],
    ...(withMessageChannel && {MessageChannel}),
  };
  const runFrames = () => {
    const due = [...frames.values()];
    frames.clear();
    for (const callback of due) callback(0);
  };
  const runTimers = () => {
    const due = [...timers.values()];
    timers.clear();
    for (const callback of due) callback();
  };
  return {win, runFrames, runTimers, frames, timers};
}

const nextMessage = () => new Promise<void>((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    resolve();
  };
  channel.port2.postMessage(null);
});

describe('inNewTask', () => {
  it('runs the callback in a later task, never inside the caller', async () => {
    const {win} = fakeWindow({withMessageChannel: true});
    const calls: string[] = [];
    inNewTask(win, () => calls.push('task'));
    calls.push('caller');
    await nextMessage();
    expect(calls).toEqual(['caller', 'task']);
  });

  it('can be cancelled', async () => {
    const {win} = fakeWindow({withMessageChannel: true});
    const calls: string[] = [];
    inNewTask(win, () => calls.push('task'))();
    await nextMessage();
    expect(calls).toEqual([]);
  });

  it('falls back to a timer without MessageChannel', () => {
    const {win, runTimers, timers} = fakeWindow({withMessageChannel: false});
    const calls: string[] = [];
    const cancel = inNewTask(win, () => calls.push('first'));
    inNewTask(win, () => calls.push('second'));
    cancel();
    expect(timers.size).toBe(1);
    runTimers();
    expect(calls).toEqual(['second']);
  });
});

describe('afterNextPaint', () => {
  it('waits for the next frame, then for a task after it', () => {
    const {win, runFrames, runTimers} = fakeWindow({withMessageChannel: false});
    const calls: string[] = [];
    afterNextPaint(win, () => calls.push('after paint'));
    runTimers();
    expect(calls).toEqual([]);
    runFrames();
    expect(calls).toEqual([]);
    runTimers();
    expect(calls).toEqual(['after paint']);
  });

  it('can be cancelled before or after the frame', () => {
    const {win, runFrames, runTimers} = fakeWindow({withMessageChannel: false});
    const calls: string[] = [];
    afterNextPaint(win, () => calls.push('a'))();
    const cancelB = afterNextPaint(win, () => calls.push('b'));
    runFrames();
    cancelB();
    runTimers();
    expect(calls).toEqual([]);
  });
});

import {act, renderHook} from '@testing-library/react';
import {COPIED_MS, useClipboardCopy} from './useClipboardCopy';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it.each([
  ['a code block', COPIED_MS.codeBlock, 2000],
  ['the demo toolbar', COPIED_MS.demo, 1200],
])('%s shows "copied" for exactly %ims', async (_, duration, expected) => {
  expect(duration).toBe(expected);
  const clipboard = {writeText: jest.fn().mockResolvedValue(undefined)};
  const {result} = renderHook(() => useClipboardCopy(duration, clipboard));
  await act(() => result.current.copy('npm install @mui/x-data-grid'));
  expect(clipboard.writeText).toHaveBeenCalledWith('npm install @mui/x-data-grid');
  expect(result.current.copied).toBe(true);
  act(() => jest.advanceTimersByTime(expected - 1));
  expect(result.current.copied).toBe(true);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.copied).toBe(false);
});

it('ignores a refused clipboard write', async () => {
  const clipboard = {writeText: jest.fn().mockRejectedValue(new Error('NotAllowedError'))};
  const {result} = renderHook(() => useClipboardCopy(COPIED_MS.demo, clipboard));
  await act(() => result.current.copy('text'));
  expect(result.current.copied).toBe(false);
});

it('restarts the timer on a second copy', async () => {
  const clipboard = {writeText: jest.fn().mockResolvedValue(undefined)};
  const {result} = renderHook(() => useClipboardCopy(1000, clipboard));
  await act(() => result.current.copy('a'));
  act(() => jest.advanceTimersByTime(800));
  await act(() => result.current.copy('b'));
  act(() => jest.advanceTimersByTime(800));
  expect(result.current.copied).toBe(true);
  act(() => jest.advanceTimersByTime(200));
  expect(result.current.copied).toBe(false);
});

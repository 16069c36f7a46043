/** @jest-environment node */
import {layoutShiftWithin, longTaskMsWithin, median} from './perfWindows.mjs';

it('takes the middle sample, or the mean of the two middle ones', () => {
  expect(median([560, 1000, 540, 580, 555])).toBe(560);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([])).toBeNull();
});

it('counts only the part of each long task inside the window', () => {
  const tasks = [
    {start: 900, duration: 200}, // 100 ms inside
    {start: 1500, duration: 80}, // whole
    {start: 3950, duration: 100}, // 50 ms inside
    {start: 4100, duration: 300}, // after
  ];
  expect(longTaskMsWithin(tasks, 1000, 4000)).toBe(230);
  expect(longTaskMsWithin([], 0, 5000)).toBe(0);
});

it('sums the layout shifts that start in the window, with or without the input-excused ones', () => {
  const shifts = [
    {start: 400, value: 0.5, hadRecentInput: false}, // before
    {start: 1000, value: 0.1, hadRecentInput: true},
    {start: 2000, value: 0.02, hadRecentInput: false},
    {start: 4000, value: 0.3, hadRecentInput: false}, // at the end: outside
  ];
  expect(layoutShiftWithin(shifts, 1000, 4000, {includeRecentInput: true})).toBeCloseTo(0.12);
  expect(layoutShiftWithin(shifts, 1000, 4000, {includeRecentInput: false})).toBeCloseTo(0.02);
});

// Pure helpers for `npm run bench`: medians and sums of performance entries
// over a time window, in the page's own clock (ms since navigation start).

/** @typedef {{start: number, duration: number}} LongTaskEntry */
/** @typedef {{start: number, value: number, hadRecentInput: boolean}} LayoutShiftEntry */

/**
 * Median of the samples (the mean of the two middle ones for an even count).
 * @param {number[]} values
 * @returns {number | null} null when there is no sample
 */
export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Long-task time inside [start, end): each task counts for the part of it
 * that overlaps the window, so a task running across the edge is not counted
 * whole in two windows.
 * @param {LongTaskEntry[]} tasks
 * @param {number} start
 * @param {number} end
 */
export function longTaskMsWithin(tasks, start, end) {
  let total = 0;
  for (const task of tasks) {
    total += Math.max(0, Math.min(end, task.start + task.duration) - Math.max(start, task.start));
  }
  return total;
}

/**
 * Sum of layout-shift values that started inside [start, end).
 * `includeRecentInput` keeps the shifts the browser excuses because they
 * follow an input (within 500 ms): after a click on a link, a demo resizing
 * is still a shift the reader sees.
 * @param {LayoutShiftEntry[]} shifts
 * @param {number} start
 * @param {number} end
 * @param {{includeRecentInput: boolean}} options
 */
export function layoutShiftWithin(shifts, start, end, {includeRecentInput}) {
  let total = 0;
  for (const shift of shifts) {
    if (shift.start < start || shift.start >= end) continue;
    if (shift.hadRecentInput && !includeRecentInput) continue;
    total += shift.value;
  }
  return total;
}

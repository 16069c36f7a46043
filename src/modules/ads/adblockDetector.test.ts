import {CARBON_FILLER_HREF} from './constants';
import {findCarbonInDocument, startAdblockDetection, type AdblockState, type CarbonPresence} from './adblockDetector';

const absent: CarbonPresence = {found: false, filler: false};
const present: CarbonPresence = {found: true, filler: false};
const filler: CarbonPresence = {found: true, filler: true};

/** A detection whose DOM answers `presence(attempt)`; records every check and result. */
function detect(presence: (attempt: number) => CarbonPresence, options: {carbonOut?: boolean} = {}) {
  const attempts: number[] = [];
  const results: AdblockState[] = [];
  const findCarbon = jest.fn(() => {
    attempts.push(attempts.length + 1);
    return presence(attempts.length);
  });
  const stop = startAdblockDetection({findCarbon, onResult: (state) => results.push(state), ...options});
  return {attempts, results, stop, findCarbon};
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

it('checks at once and stops when Carbon is found: no blocker, nothing changes', () => {
  const {attempts, results} = detect(() => present);
  expect(attempts).toEqual([1]);
  jest.advanceTimersByTime(60000);
  expect(attempts).toEqual([1]);
  expect(results).toEqual([]);
  expect(jest.getTimerCount()).toBe(0);
});

it('sets carbonOut when Carbon serves its filler', () => {
  const {attempts, results} = detect(() => filler);
  expect(attempts).toEqual([1]);
  expect(results).toEqual([{adblock: false, carbonOut: true}]);
  expect(jest.getTimerCount()).toBe(0);
});

it('stops at the first check when carbonOut is already known', () => {
  const {attempts, results} = detect(() => absent, {carbonOut: true});
  expect(attempts).toEqual([1]);
  expect(results).toEqual([]);
  jest.advanceTimersByTime(60000);
  expect(attempts).toEqual([1]);
});

it('polls every 500 ms and finds Carbon before the 7th check: never reports a blocker', () => {
  const {attempts, results} = detect((attempt) => (attempt === 6 ? present : absent));
  expect(attempts).toEqual([1]);
  jest.advanceTimersByTime(499);
  expect(attempts).toEqual([1]);
  jest.advanceTimersByTime(1);
  expect(attempts).toEqual([1, 2]);
  // Check 6 runs at 5 × 500 = 2500 ms.
  jest.advanceTimersByTime(2000);
  expect(attempts).toHaveLength(6);
  expect(results).toEqual([]);
  jest.advanceTimersByTime(60000);
  expect(attempts).toHaveLength(6);
});

it('reports the blocker at exactly the 7th check (3000 ms), not the 6th', () => {
  const {attempts, results} = detect(() => absent);
  jest.advanceTimersByTime(2500);
  expect(attempts).toHaveLength(6);
  expect(results).toEqual([]);
  jest.advanceTimersByTime(499);
  expect(results).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(attempts).toHaveLength(7);
  expect(results).toEqual([{adblock: true, carbonOut: false}]);
});

it('keeps checking after reporting the blocker, 30 checks at most, and reports it once', () => {
  const {attempts, results} = detect(() => absent);
  // Check 30 runs at 29 × 500 = 14500 ms.
  jest.advanceTimersByTime(14499);
  expect(attempts).toHaveLength(29);
  jest.advanceTimersByTime(1);
  expect(attempts).toHaveLength(30);
  expect(jest.getTimerCount()).toBe(0);
  jest.advanceTimersByTime(60000);
  expect(attempts).toHaveLength(30);
  expect(results).toEqual([{adblock: true, carbonOut: false}]);
});

it('flips back to no blocker when a later check finds Carbon', () => {
  const {attempts, results} = detect((attempt) => (attempt === 12 ? present : absent));
  jest.advanceTimersByTime(60000);
  expect(attempts).toHaveLength(12);
  expect(results).toEqual([
    {adblock: true, carbonOut: false},
    {adblock: false, carbonOut: false},
  ]);
});

it('flips back with carbonOut when the late find is the filler', () => {
  const {results} = detect((attempt) => (attempt === 30 ? filler : absent));
  jest.advanceTimersByTime(60000);
  expect(results).toEqual([
    {adblock: true, carbonOut: false},
    {adblock: false, carbonOut: true},
  ]);
});

it('stops on demand and clears the pending timer', () => {
  const {attempts, results, stop} = detect(() => absent);
  jest.advanceTimersByTime(1000);
  expect(attempts).toHaveLength(3);
  expect(jest.getTimerCount()).toBe(1);
  stop();
  expect(jest.getTimerCount()).toBe(0);
  jest.advanceTimersByTime(60000);
  expect(attempts).toHaveLength(3);
  expect(results).toEqual([]);
});

it('uses the injected scheduler', () => {
  const pending: Array<{fn: () => void; ms: number}> = [];
  const cancel = jest.fn();
  const schedule = jest.fn((fn: () => void, ms: number) => {
    pending.push({fn, ms});
    return cancel;
  });
  const findCarbon = jest.fn(() => absent);
  const stop = startAdblockDetection({findCarbon, schedule, onResult: () => {}});
  expect(findCarbon).toHaveBeenCalledTimes(1);
  expect(schedule).toHaveBeenCalledTimes(1);
  expect(pending[0].ms).toBe(500);
  pending[0].fn();
  expect(findCarbon).toHaveBeenCalledTimes(2);
  stop();
  expect(cancel).toHaveBeenCalledTimes(1);
});

describe('findCarbonInDocument', () => {
  it('finds nothing in an empty page', () => {
    expect(findCarbonInDocument(document)).toEqual({found: false, filler: false});
  });

  it.each(['<div class="ea-placement"></div>', '<div id="carbonads"></div>', '<span class="carbonads"></span>'])('finds %s', (html) => {
    document.body.innerHTML = html;
    expect(findCarbonInDocument(document)).toEqual({found: true, filler: false});
  });

  it('tells a paid ad from the filler by the link in #carbonads', () => {
    document.body.innerHTML = '<div id="carbonads"><a href="https://srv.carbonads.net/ads/click/x">Ad</a></div>';
    expect(findCarbonInDocument(document)).toEqual({found: true, filler: false});
    document.body.innerHTML = `<div id="carbonads"><a href="${CARBON_FILLER_HREF}">Backers</a></div>`;
    expect(findCarbonInDocument(document)).toEqual({found: true, filler: true});
  });

  it('is the default DOM query of the detection', () => {
    document.body.innerHTML = `<span id="carbonads"><a href="${CARBON_FILLER_HREF}">Backers</a></span>`;
    const results: AdblockState[] = [];
    startAdblockDetection({onResult: (state) => results.push(state)});
    expect(results).toEqual([{adblock: false, carbonOut: true}]);
  });
});

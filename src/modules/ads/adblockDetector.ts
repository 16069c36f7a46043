/**
 * Ad-block detection (`checkAdblock` of the behaviour reference): poll the DOM
 * for Carbon's markup. The DOM query and the timer are injected so the rules
 * can be tested without a page.
 */
import {
  ADBLOCK_ASSUMED_AFTER,
  ADBLOCK_MAX_ATTEMPTS,
  ADBLOCK_POLL_MS,
  CARBON_FILLER_HREF,
  CARBON_LINK_SELECTOR,
  CARBON_SELECTORS,
} from './constants';

export type CarbonPresence = {
  /** Carbon's markup is in the DOM: its script was not blocked. */
  found: boolean;
  /** Carbon's link points at its house filler (no paid ad). */
  filler: boolean;
};

export type AdblockState = {adblock: boolean; carbonOut: boolean};

/** The state before any check; the ad shows Carbon in it. */
export const INITIAL_ADBLOCK_STATE: AdblockState = {adblock: false, carbonOut: false};

/** Runs `fn` after `ms` and returns a function that cancels it. */
export type Schedule = (fn: () => void, ms: number) => () => void;

export type AdblockDetectionOptions = {
  findCarbon?: () => CarbonPresence;
  schedule?: Schedule;
  /** Called with the new state whenever `adblock` or `carbonOut` changes. */
  onResult: (state: AdblockState) => void;
  /** `carbonOut` already known from an earlier detection: stop at the first check. */
  carbonOut?: boolean;
};

export function findCarbonInDocument(doc: ParentNode): CarbonPresence {
  const found = doc.querySelector(CARBON_SELECTORS.join(', ')) !== null;
  const filler = doc.querySelector(CARBON_LINK_SELECTOR)?.getAttribute('href') === CARBON_FILLER_HREF;
  return {found, filler};
}

export const scheduleTimeout: Schedule = (fn, ms) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

/**
 * Check 1 runs at once, check n at (n − 1) × 500 ms, up to check 30. A check
 * that finds Carbon (or with `carbonOut` already set) reports no blocker, sets
 * `carbonOut` for the filler, and ends the detection. A check that finds
 * nothing schedules the next one (below 30) and, from check 7 on, reports a
 * blocker; a later find flips it back. Returns a function that stops the
 * detection and clears the pending timer.
 */
export function startAdblockDetection({
  findCarbon = () => findCarbonInDocument(document),
  schedule = scheduleTimeout,
  onResult,
  carbonOut = false,
}: AdblockDetectionOptions): () => void {
  let state: AdblockState = {...INITIAL_ADBLOCK_STATE, carbonOut};
  let cancelPending: (() => void) | null = null;
  let stopped = false;

  const update = (next: AdblockState) => {
    if (next.adblock === state.adblock && next.carbonOut === state.carbonOut) return;
    state = next;
    onResult({...next});
  };

  const check = (attempt: number) => {
    cancelPending = null;
    if (stopped) return;
    const presence = findCarbon();
    if (presence.found || state.carbonOut) {
      stopped = true;
      update({adblock: false, carbonOut: state.carbonOut || presence.filler});
      return;
    }
    if (attempt < ADBLOCK_MAX_ATTEMPTS) {
      cancelPending = schedule(() => check(attempt + 1), ADBLOCK_POLL_MS);
    }
    if (attempt > ADBLOCK_ASSUMED_AFTER) update({...state, adblock: true});
  };

  check(1);

  return () => {
    stopped = true;
    cancelPending?.();
    cancelPending = null;
  };
}

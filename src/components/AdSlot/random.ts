import {createContext, useContext, useState} from 'react';

/** The random source of ad decisions and display-event sampling; tests provide a seeded one. */
export const AdRandomContext = createContext<() => number>(Math.random);

export type AdRandom = {
  /** Drawn once per page load: the image or inline shape. */
  shape: number;
  /** Drawn once per slot: message or in-house ad for a blocked reader. */
  adblock: number;
  /** Drawn once per slot: which in-house ad. */
  inHouse: number;
};

let pageLoadShape: number | null = null;

export function useAdRandom(): AdRandom {
  const random = useContext(AdRandomContext);
  pageLoadShape ??= random();
  const [perSlot] = useState(() => ({shape: pageLoadShape!, adblock: random(), inHouse: random()}));
  return perSlot;
}

/** Forgets the page load's shape draw (for tests, which simulate several page loads). */
export function resetPageLoadShape(): void {
  pageLoadShape = null;
}

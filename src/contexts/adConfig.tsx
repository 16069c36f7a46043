import React, {createContext, useContext, useMemo, type ReactNode} from 'react';
import {DISPLAY_EVENT_DELAY_MS, GA_DISPLAY_RATIO} from '@site/src/modules/ads/constants';

/** How ads report being displayed. Mounted in Root, so it holds plain values only: the ad code itself loads later. */
export type AdConfig = {
  /** Share of display events sent to analytics (the reference's `GADisplayRatio`). */
  GADisplayRatio: number;
  /** How long an ad stays shown before its display event is sent, in ms. */
  displayEventDelayMs: number;
};

export const DEFAULT_AD_CONFIG: AdConfig = {GADisplayRatio: GA_DISPLAY_RATIO, displayEventDelayMs: DISPLAY_EVENT_DELAY_MS};

const AdConfigContext = createContext<AdConfig | null>(null);
if (process.env.NODE_ENV !== 'production') {
  AdConfigContext.displayName = 'AdConfigContext';
}

/** The defaults, with `config`'s values in their place. */
export function AdProvider({config, children}: {config?: Partial<AdConfig>; children: ReactNode}): ReactNode {
  const GADisplayRatio = config?.GADisplayRatio ?? DEFAULT_AD_CONFIG.GADisplayRatio;
  const displayEventDelayMs = config?.displayEventDelayMs ?? DEFAULT_AD_CONFIG.displayEventDelayMs;
  // Memoised on the values: a caller passing a fresh object each render does not re-run the ads' effects.
  const value = useMemo(() => ({GADisplayRatio, displayEventDelayMs}), [GADisplayRatio, displayEventDelayMs]);
  return <AdConfigContext.Provider value={value}>{children}</AdConfigContext.Provider>;
}

export function useAdConfig(): AdConfig {
  const config = useContext(AdConfigContext);
  if (config === null) {
    throw new Error('Could not find docs ad config context value; please ensure the component is wrapped in a <AdProvider>');
  }
  return config;
}

import {useContext, useEffect} from 'react';
import {useAdConfig} from '@site/src/contexts/adConfig';
import {shouldSendDisplayEvent} from '@site/src/modules/ads/decide';
import {sendAdEvent} from './AdErrorBoundary';
import {AdRandomContext} from './random';

/**
 * The display event of every ad, sampled at the config's ratio; nothing for a
 * null label. The slot's (`when: 'after delay'`) waits the config's delay, so
 * a slot whose ad is replaced or unmounted sooner is not counted; an ad's own
 * (an in-house or a feed ad, `when: 'on mount'`) goes out as it is shown, as
 * on the original site.
 */
export function useAdDisplayEvent(eventLabel: string | null, when: 'after delay' | 'on mount'): void {
  const {GADisplayRatio, displayEventDelayMs} = useAdConfig();
  const random = useContext(AdRandomContext);
  const delayMs = when === 'on mount' ? 0 : displayEventDelayMs;
  useEffect(() => {
    if (!eventLabel || !shouldSendDisplayEvent(random(), GADisplayRatio)) return undefined;
    if (delayMs === 0) {
      sendAdEvent('display', eventLabel);
      return undefined;
    }
    const timer = setTimeout(() => sendAdEvent('display', eventLabel), delayMs);
    return () => clearTimeout(timer);
  }, [eventLabel, random, GADisplayRatio, delayMs]);
}

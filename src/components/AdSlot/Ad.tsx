import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {SiteCustomFields} from '@site/docusaurus.config';
import {startAdblockDetection, type AdblockState, INITIAL_ADBLOCK_STATE} from '@site/src/modules/ads/adblockDetector';
import {AD_PLACEMENT} from '@site/src/modules/ads/constants';
import {adShapeOf, decideAd, eventLabelOf, isCrawler, pickInHouse, shouldDetectAdblock, type AdDecision} from '@site/src/modules/ads/decide';
import {IN_HOUSE_ADS, inHouseAdRecord, resolveAdUrls} from '@site/src/modules/ads/inHouseAds';
import {useAdRandom} from './random';
import AdCarbon from './AdCarbon';
import AdDisplay from './AdDisplay';
import {AdErrorBoundary} from './AdErrorBoundary';
import AdFrame from './AdFrame';
import PleaseDisableAdblock from './PleaseDisableAdblock';
import {useAdDisplayEvent} from './useAdDisplayEvent';

/** Client-only inputs of the decision; null until mounted. */
function useBrowserFacts(enabledInThisBuild: boolean): {crawler: boolean; disabled: boolean} | null {
  const [facts, setFacts] = useState<{crawler: boolean; disabled: boolean} | null>(null);
  useEffect(() => setFacts({crawler: isCrawler(navigator.userAgent), disabled: !enabledInThisBuild}), [enabledInThisBuild]);
  return facts;
}

function useAdblockState(detect: boolean): AdblockState {
  const [state, setState] = useState<AdblockState>(INITIAL_ADBLOCK_STATE);
  useEffect(() => (detect ? startAdblockDetection({onResult: setState}) : undefined), [detect]);
  return state;
}

/**
 * The ad itself, loaded after the page (see ./index.tsx). What it shows is
 * decided in the browser: nothing for crawlers and development builds;
 * otherwise Carbon, or the site's own ads when Carbon is not configured,
 * serves its filler, or is blocked (some blocked readers see a request to
 * allow ads instead).
 */
export default function Ad(): ReactNode {
  const {ads} = useDocusaurusContext().siteConfig.customFields as SiteCustomFields;
  const {withBaseUrl} = useBaseUrlUtils();
  const random = useAdRandom();
  const facts = useBrowserFacts(process.env.NODE_ENV === 'production' || ads.inDevelopment);
  const carbonConfigured = ads.carbon !== null;
  const adblock = useAdblockState(facts !== null && shouldDetectAdblock({...facts, carbonConfigured}));
  const decision: AdDecision | null = facts && decideAd({...facts, ...adblock, carbonConfigured, randomAdblock: random.adblock});
  const shape = adShapeOf(random.shape);
  const eventLabel = decision ? eventLabelOf(decision.label, AD_PLACEMENT, shape) : null;
  const inHouse = useMemo(() => {
    const record = pickInHouse(IN_HOUSE_ADS, random.inHouse);
    return record && resolveAdUrls(inHouseAdRecord(record), withBaseUrl);
  }, [random.inHouse, withBaseUrl]);

  useAdDisplayEvent(eventLabel, 'after delay');

  let content: ReactNode = null;
  if (decision?.kind === 'carbon' && ads.carbon) content = <AdCarbon carbon={ads.carbon} />;
  else if (decision?.kind === 'adblock-message') content = <PleaseDisableAdblock />;
  else if (decision?.kind === 'in-house' && inHouse) content = <AdDisplay ad={inHouse} shape={shape} />;

  return (
    <AdFrame kind={decision?.kind ?? 'waiting'} eventLabel={eventLabel} inline={shape === 'inline' && decision?.kind === 'in-house'}>
      <AdErrorBoundary eventLabel={eventLabel}>{content}</AdErrorBoundary>
    </AdFrame>
  );
}

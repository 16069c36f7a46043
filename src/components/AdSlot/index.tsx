import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import Box from '@mui/material/Box';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {SiteCustomFields} from '@site/docusaurus.config';
import {startAdblockDetection, type AdblockState, INITIAL_ADBLOCK_STATE} from '@site/src/modules/ads/adblockDetector';
import {
  AD_HEIGHT,
  AD_HEIGHT_MOBILE,
  AD_MARGIN_BOTTOM,
  AD_MARGIN_TOP,
  AD_PLACEMENT,
  DISPLAY_EVENT_DELAY_MS,
  GA_DISPLAY_RATIO,
} from '@site/src/modules/ads/constants';
import {adShapeOf, decideAd, eventLabelOf, isCrawler, pickInHouse, shouldDetectAdblock, shouldSendDisplayEvent, type AdDecision} from '@site/src/modules/ads/decide';
import {IN_HOUSE_ADS, inHouseAdRecord, resolveAdUrls} from '@site/src/modules/ads/inHouseAds';
import {DEFAULT_SPACING} from '@site/src/modules/themeState';
import {useAdRandom} from './random';
import AdCarbon from './AdCarbon';
import AdDisplay from './AdDisplay';
import {AdErrorBoundary, sendAdEvent} from './AdErrorBoundary';
import PleaseDisableAdblock from './PleaseDisableAdblock';

/** Client-only inputs of the decision; null during server rendering and hydration. */
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
 * The ad slot at the top of a docs page. Its height is reserved from the
 * server render on, so nothing below moves when the ad arrives. What it shows
 * is decided in the browser: nothing for crawlers and development builds;
 * otherwise Carbon, or the site's own ads when Carbon is not configured,
 * serves its filler, or is blocked (some blocked readers see a request to
 * allow ads instead).
 */
export default function AdSlot(): ReactNode {
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

  useEffect(() => {
    if (!eventLabel || !shouldSendDisplayEvent(random.display(), GA_DISPLAY_RATIO)) return undefined;
    const timer = setTimeout(() => sendAdEvent('display', eventLabel), DISPLAY_EVENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eventLabel, random]);

  if (!ads.enabled) return null;
  let content: ReactNode = null;
  if (decision?.kind === 'carbon' && ads.carbon) content = <AdCarbon carbon={ads.carbon} />;
  else if (decision?.kind === 'adblock-message') content = <PleaseDisableAdblock />;
  else if (decision?.kind === 'in-house' && inHouse) content = <AdDisplay ad={inHouse} shape={shape} />;

  return (
    <Box
      component="span"
      data-ad-slot={decision?.kind ?? 'waiting'}
      data-ga-event-category="ad"
      data-ga-event-action="click"
      data-ga-event-label={eventLabel ?? undefined}
      sx={{
        position: 'relative',
        display: shape === 'inline' && decision?.kind === 'in-house' ? 'flex' : 'block',
        alignItems: 'flex-end',
        // In pixels of the default spacing, not the theme's CSS variable: the
        // variables are defined after the content in the server HTML, and the
        // first paint must already hold the final margins.
        mt: `${AD_MARGIN_TOP * DEFAULT_SPACING}px`,
        mb: `${AD_MARGIN_BOTTOM * DEFAULT_SPACING}px`,
        minHeight: {xs: AD_HEIGHT_MOBILE, sm: AD_HEIGHT},
      }}>
      <AdErrorBoundary eventLabel={eventLabel}>{content}</AdErrorBoundary>
    </Box>
  );
}

import React, {useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteCustomFields} from '@site/docusaurus.config';
import {FEED_AD_LABEL, FEED_PLACEHOLDER_MIN_HEIGHT, GA_DISPLAY_RATIO} from '@site/src/modules/ads/constants';
import {isCrawler, shouldSendDisplayEvent} from '@site/src/modules/ads/decide';
import {feedAdToRecord, fetchFeedAd, pixelUrls, type ServableFeedAd} from '@site/src/modules/ads/feed';
import AdDisplay from './AdDisplay';
import {AdErrorBoundary, sendAdEvent} from './AdErrorBoundary';
import styles from './styles.module.css';

type FeedState = {status: 'loading'} | {status: 'done'; ad: ServableFeedAd | null};

/** The feed ad of one demo: fetched when shown, with its impression and tracking pixels. */
function FeedAd({url}: {url: string}): ReactNode {
  const [state, setState] = useState<FeedState>({status: 'loading'});
  useEffect(() => {
    let cancelled = false;
    void fetchFeedAd(url, {isCancelled: () => cancelled}).then((ad) => {
      if (cancelled) return;
      setState({status: 'done', ad});
      if (ad && shouldSendDisplayEvent(Math.random(), GA_DISPLAY_RATIO)) sendAdEvent('display', FEED_AD_LABEL);
    });
    return () => {
      cancelled = true;
    };
  }, [url]);

  if (state.status === 'loading') return <div style={{minHeight: FEED_PLACEHOLDER_MIN_HEIGHT}} />;
  // No ad (a blocker, a failing feed): nothing, silently.
  if (!state.ad) return null;
  return (
    <div className={styles.feed} data-ad-feed="shown">
      <img src={state.ad.statimp} alt="" className={styles.pixel} />
      {pixelUrls(state.ad).map((pixel) => (
        <img key={pixel} src={pixel} alt="" className={styles.pixel} />
      ))}
      <AdDisplay ad={feedAdToRecord(state.ad)} shape="inline" />
    </div>
  );
}

/**
 * The feed ad, loaded by ./AdFeedInline once a reader opens a demo's code.
 * Only in production builds (or with DOCS_ADS_IN_DEV) and never for crawlers.
 */
export default function AdFeed({url}: {url: string}): ReactNode {
  const {ads} = useDocusaurusContext().siteConfig.customFields as SiteCustomFields;
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    setAllowed(!isCrawler(navigator.userAgent) && (process.env.NODE_ENV === 'production' || ads.inDevelopment));
  }, [ads.inDevelopment]);
  if (!allowed) return null;
  return (
    <AdErrorBoundary eventLabel={FEED_AD_LABEL}>
      <FeedAd url={url} />
    </AdErrorBoundary>
  );
}

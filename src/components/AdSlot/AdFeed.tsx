import React, {useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import type {SiteCustomFields} from '@site/docusaurus.config';
import {FEED_AD_LABEL, FEED_PLACEHOLDER_MIN_HEIGHT} from '@site/src/modules/ads/constants';
import {isCrawler} from '@site/src/modules/ads/decide';
import {feedAdToRecord, sharedFeedAd, type FeedAd} from '@site/src/modules/ads/feed';
import AdDisplay from './AdDisplay';
import {AdErrorBoundary} from './AdErrorBoundary';
import styles from './styles.module.css';

type FeedState = {status: 'loading'} | {status: 'done'; ad: FeedAd | null};

/**
 * The feed ad under one demo, with its tracking pixels. All the demos of a
 * page share one request (see `sharedFeedAd`), made when the first is shown.
 */
function DemoFeedAd({url}: {url: string}): ReactNode {
  const {pathname} = useLocation();
  const [state, setState] = useState<FeedState>({status: 'loading'});
  useEffect(() => {
    let active = true;
    const request = sharedFeedAd(pathname, url);
    void request.ad.then((ad) => {
      if (!active) return;
      // No display event here: AdDisplay sends it, as for every ad.
      setState({status: 'done', ad});
    });
    return () => {
      active = false;
      request.release();
    };
  }, [pathname, url]);

  if (state.status === 'loading') return <div style={{minHeight: FEED_PLACEHOLDER_MIN_HEIGHT}} />;
  // No ad (a blocker, an empty, failing or hostile feed): nothing here; an unusable answer was reported once by sharedFeedAd.
  if (!state.ad) return null;
  return (
    <div className={styles.feed} data-ad-feed="shown">
      {state.ad.pixels.map((pixel) => (
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
      <DemoFeedAd url={url} />
    </AdErrorBoundary>
  );
}

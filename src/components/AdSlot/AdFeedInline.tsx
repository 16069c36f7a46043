import React, {lazy, Suspense, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteCustomFields} from '@site/docusaurus.config';

// The feed's code loads with the first demo whose code the reader opens.
const AdFeed = lazy(() => import('./AdFeed'));

/**
 * A text ad from the feed under a demo's toolbar, once the reader has opened
 * the code. Only when ads are on and a feed is configured (see ./AdFeed).
 */
export default function AdFeedInline(): ReactNode {
  const {ads} = useDocusaurusContext().siteConfig.customFields as SiteCustomFields;
  if (!ads.enabled || !ads.feedUrl) return null;
  return (
    <Suspense fallback={null}>
      <AdFeed url={ads.feedUrl} />
    </Suspense>
  );
}

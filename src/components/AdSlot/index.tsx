import React, {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteCustomFields} from '@site/docusaurus.config';
import {afterLoadWhenIdle} from '@site/src/modules/idle';
import AdFrame from './AdFrame';

// The ad's code (its decision, Carbon, the in-house ads, the ad-block check)
// loads after the page, once the browser is idle: every docs page has a slot,
// and the page's own content comes first.
const Ad = lazy(() => import('./Ad'));

/**
 * The ad slot at the top of a docs page. Its height is reserved from the
 * server render on, so nothing below moves when the ad arrives.
 */
export default function AdSlot(): ReactNode {
  const {ads} = useDocusaurusContext().siteConfig.customFields as SiteCustomFields;
  const [afterPage, setAfterPage] = useState(false);
  useEffect(() => (ads.enabled ? afterLoadWhenIdle(window, () => setAfterPage(true)) : undefined), [ads.enabled]);
  if (!ads.enabled) return null;
  const waiting = <AdFrame kind="waiting" />;
  if (!afterPage) return waiting;
  return (
    <Suspense fallback={waiting}>
      <Ad />
    </Suspense>
  );
}

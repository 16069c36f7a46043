import React, {useEffect, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {AD_IMAGE_HEIGHT, AD_IMAGE_WIDTH} from '@site/src/modules/ads/constants';
import type {AdShape} from '@site/src/modules/ads/decide';
import type {AdRecord} from '@site/src/modules/ads/inHouseAds';
import {isSafeAsIs, stripHtmlToText} from '@site/src/modules/ads/htmlText';
import {useAdDisplayEvent} from './useAdDisplayEvent';
import styles from './styles.module.css';

/**
 * The description, safe to render. HTML with nothing but text and emphasis is
 * safe as it is (the site's own ads); any other goes through DOMPurify, which
 * loads with the first such ad, and shows as plain text until then.
 */
function useSafeHtml(html: string): string {
  const safeAsIs = isSafeAsIs(html);
  const [sanitised, setSanitised] = useState<{html: string; safe: string} | null>(null);
  useEffect(() => {
    if (safeAsIs) return undefined;
    let active = true;
    void import('@site/src/modules/ads/sanitize').then(({sanitizeAdHtml}) => active && setSanitised({html, safe: sanitizeAdHtml(html)}));
    return () => {
      active = false;
    };
  }, [html, safeAsIs]);
  if (safeAsIs) return html;
  return sanitised?.html === html ? sanitised.safe : stripHtmlToText(html);
}

/**
 * One ad: its image and description as a sponsored link, then "ad by …".
 * It reports its own display under its own label (`in-house-<name>`,
 * `carbon-demo-inline`); the slot around an in-house ad reports its own too.
 */
export default function AdDisplay({ad, shape}: {ad: Required<AdRecord>; shape: AdShape}): ReactNode {
  const description = useSafeHtml(ad.description);
  useAdDisplayEvent(ad.label, 'on mount');
  // The inline shape's badge and call to action are drawn by CSS, in the page's language.
  const inlineLabels = {
    '--ad-badge': JSON.stringify(translate({id: 'ads.inline.badge', message: 'Ad', description: 'Badge before an inline ad'})),
    '--ad-call-to-action': JSON.stringify(translate({id: 'ads.inline.cta', message: 'Get started', description: 'Link-styled text after an inline ad'})),
  } as CSSProperties;
  return (
    <span className={clsx(styles.display, shape === 'inline' ? styles.inline : styles.image)} style={shape === 'inline' ? inlineLabels : undefined}>
      <a
        href={ad.link}
        target="_blank"
        rel="noopener sponsored"
        className={styles.link}
        data-ga-event-category="ad"
        data-ga-event-action="click"
        data-ga-event-label={ad.label}>
        {shape === 'image' && (
          <span className={styles.imageWrapper}>
            <img height={AD_IMAGE_HEIGHT} width={AD_IMAGE_WIDTH} src={ad.img} alt={ad.name} />
          </span>
        )}
        {/* Sanitised: only links, emphasis and line breaks survive (see src/modules/ads/sanitize.ts). */}
        <span className={styles.description} dangerouslySetInnerHTML={{__html: description}} />
      </a>
      <span className={styles.poweredBy}>
        <Translate id="ads.publisher" description="Under an ad: who published it" values={{publisher: ad.poweredby}}>
          {'ad by {publisher}'}
        </Translate>
      </span>
    </span>
  );
}

/**
 * The site's own ads: shown when an ad blocker is detected, when Carbon only
 * has its filler, or when no Carbon account is configured.
 */
import inHouseAdsData from '../../data/inHouseAds.json';
import {IN_HOUSE_LABEL_PREFIX, IN_HOUSE_POWERED_BY} from './constants';

/**
 * What `AdDisplay` renders.
 *
 * `link` and `img` are either absolute URLs (the feed's) or paths relative to
 * the locale's base URL (`/introduction/licensing/…`, `img/ads/pro.svg`, the
 * files under `static/`). Resolve both with `useBaseUrl` (or `withBaseUrl` of
 * `useBaseUrlUtils`): it prefixes `/x/` or `/zh/x/` and leaves absolute URLs
 * as they are. `resolveAdUrls` does it for a whole record.
 */
export type AdRecord = {
  /** Short id; also the image's alt text. */
  name: string;
  link: string;
  /** A 130×100 image. */
  img: string;
  /** HTML: render it through `sanitizeAdHtml`. */
  description: string;
  /** Shown as "ad by {{publisher}}". */
  poweredby?: string;
  /** Analytics label of the ad's link. */
  label?: string;
};

export type InHouseAdRecord = AdRecord & Required<Pick<AdRecord, 'poweredby' | 'label'>>;

/** The records of `src/data/inHouseAds.json`. */
export const IN_HOUSE_ADS: readonly AdRecord[] = inHouseAdsData;

/** Defaults `poweredby: 'MUI'` and `label: 'in-house-<name>'`; the record's own values win. */
export function inHouseAdRecord(ad: AdRecord): InHouseAdRecord {
  return {
    ...ad,
    poweredby: ad.poweredby ?? IN_HOUSE_POWERED_BY,
    label: ad.label ?? `${IN_HOUSE_LABEL_PREFIX}${ad.name}`,
  };
}

/** The record with `link` and `img` passed through `withBaseUrl` (see `AdRecord`). */
export function resolveAdUrls<T extends AdRecord>(ad: T, withBaseUrl: (url: string) => string): T {
  return {...ad, link: withBaseUrl(ad.link), img: withBaseUrl(ad.img)};
}

import type {HtmlTagObject} from '@docusaurus/types';
import {gtagBootstrapScript} from '../modules/analytics';
import {colorModeSyncScript, META_THEME_COLORS} from '../modules/colorMode';
import type {SiteEnv} from './env';
import {materialIconsHeadTags} from './fonts';
import {DOCUSAURUS_COLOR_MODE_KEY} from './product';

/** Docusaurus' `SkipToContentFallbackId`: the element that follows the navbar (headTags.test.ts checks it). */
export const AFTER_NAVBAR_ID = '__docusaurus_skipToContent_fallback';

/**
 * Tags every page's <head> gets, before any bundle loads. `serverRendered`:
 * the pages' HTML holds their content (a production build, not `npm start`).
 */
export function shellHeadTags(env: Pick<SiteEnv, 'fontHost' | 'analyticsId'>, {serverRendered}: {serverRendered: boolean}): HtmlTagObject[] {
  return [
    // Must run before Docusaurus' own colour-mode script at the start of <body>.
    {tagName: 'script', attributes: {}, innerHTML: colorModeSyncScript(DOCUSAURUS_COLOR_MODE_KEY)},
    // Right for the OS mode before hydration; the theme state rewrites both after.
    {tagName: 'meta', attributes: {name: 'theme-color', content: META_THEME_COLORS.light, media: '(prefers-color-scheme: light)'}},
    {tagName: 'meta', attributes: {name: 'theme-color', content: META_THEME_COLORS.dark, media: '(prefers-color-scheme: dark)'}},
    // The data layer and gtag exist before any event; the library itself loads later, and only with an id.
    {tagName: 'script', attributes: {}, innerHTML: gtagBootstrapScript(env.analyticsId)},
    ...materialIconsHeadTags(env.fontHost),
    // A long page paints before it is all parsed. Hold the first paint until the
    // navbar is whole: its right-hand items, arriving one by one, would move it.
    ...(serverRendered ? [{tagName: 'link', attributes: {rel: 'expect', href: `#${AFTER_NAVBAR_ID}`, blocking: 'render'}}] : []),
  ];
}

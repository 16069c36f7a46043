import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {AFTER_NAVBAR_ID, shellHeadTags} from './headTags';

it('holds the first paint until the element after the navbar is parsed', () => {
  // The id Docusaurus gives that element; a rename there would silently drop the hold.
  expect(AFTER_NAVBAR_ID).toBe(SkipToContentFallbackId);
  const hold = {tagName: 'link', attributes: {rel: 'expect', href: '#__docusaurus_skipToContent_fallback', blocking: 'render'}};
  expect(shellHeadTags({fontHost: null, analyticsId: null}, {serverRendered: true})).toContainEqual(hold);
  // `npm start` serves pages without their content: the browser would wait for the whole page and warn.
  expect(shellHeadTags({fontHost: null, analyticsId: null}, {serverRendered: false})).not.toContainEqual(hold);
});

import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {AFTER_NAVBAR_ID, shellHeadTags} from './headTags';

it('holds the first paint until the element after the navbar is parsed', () => {
  // The id Docusaurus gives that element; a rename there would silently drop the hold.
  expect(AFTER_NAVBAR_ID).toBe(SkipToContentFallbackId);
  expect(shellHeadTags({fontHost: null, analyticsId: null})).toContainEqual({
    tagName: 'link',
    attributes: {rel: 'expect', href: '#__docusaurus_skipToContent_fallback', blocking: 'render'},
  });
});

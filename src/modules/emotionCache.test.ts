import {EMOTION_CACHE_KEY, getEmotionCache} from './emotionCache';

it('keeps one cache for the whole browser session', () => {
  expect(getEmotionCache()).toBe(getEmotionCache());
});

it('uses the `css` key, the one emotion hoists server styles for', () => {
  expect(getEmotionCache().key).toBe(EMOTION_CACHE_KEY);
  expect(EMOTION_CACHE_KEY).toBe('css');
});

it('loads the right-to-left cache once, and it mirrors styles', async () => {
  const {loadRtlEmotionCache} = await import('./emotionCache');
  const rtl = await loadRtlEmotionCache();
  expect(await loadRtlEmotionCache()).toBe(rtl);
  expect(rtl.key).toBe('rtl');
  const {serializeStyles} = await import('@emotion/serialize');
  const serialized = serializeStyles([{marginLeft: 8, paddingRight: 2}], rtl.registered);
  const css = rtl.insert('.x', serialized, rtl.sheet, false);
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
  expect(css === undefined ? rules : css).toMatch(/margin-right:\s*8px/);
  expect(css === undefined ? rules : css).toMatch(/padding-left:\s*2px/);
});

import {EMOTION_CACHE_KEY, getEmotionCache} from './emotionCache';

it('keeps one cache for the whole browser session', () => {
  expect(getEmotionCache()).toBe(getEmotionCache());
});

it('uses the `css` key, the one emotion hoists server styles for', () => {
  expect(getEmotionCache().key).toBe(EMOTION_CACHE_KEY);
  expect(EMOTION_CACHE_KEY).toBe('css');
});

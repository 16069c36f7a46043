import createCache, {type EmotionCache} from '@emotion/cache';

/**
 * The key must stay `css`: at creation in the browser, emotion moves the
 * `<style data-emotion="css …">` tags rendered by the server into <head>, so
 * they are out of React's way before hydration.
 */
export const EMOTION_CACHE_KEY = 'css';

export function createEmotionCache(): EmotionCache {
  return createCache({key: EMOTION_CACHE_KEY});
}

// Created when the bundle loads, i.e. before hydration starts, so the server
// styles are already moved when React walks the DOM.
const browserCache = typeof document === 'undefined' ? null : createEmotionCache();

/**
 * One cache per browser session, but a fresh one per server render: a shared
 * server cache remembers what it has already emitted and would leave every
 * page after the first without its styles.
 */
export function getEmotionCache(): EmotionCache {
  return browserCache ?? createEmotionCache();
}

import createCache, {type EmotionCache} from '@emotion/cache';
import type {StylisPlugin} from '@emotion/cache';
import {prefixer} from 'stylis';

/**
 * The LTR key must stay `css`: at creation in the browser, emotion moves the
 * `<style data-emotion="css …">` tags rendered by the server into <head>, so
 * they are out of React's way before hydration. Pages are always server
 * rendered left-to-right, so the RTL cache only ever exists in the browser,
 * and its stylis plugin is loaded only when a reader switches to RTL.
 */
export const EMOTION_CACHE_KEY = 'css';
export const EMOTION_RTL_CACHE_KEY = 'rtl';

export function createEmotionCache(): EmotionCache {
  return createCache({key: EMOTION_CACHE_KEY});
}

export function createRtlEmotionCache(rtlPlugin: StylisPlugin): EmotionCache {
  return createCache({key: EMOTION_RTL_CACHE_KEY, stylisPlugins: [prefixer, rtlPlugin]});
}

const isBrowser = typeof document !== 'undefined';

// Created when the bundle loads, i.e. before hydration starts, so the server
// styles are already moved when React walks the DOM.
const browserLtrCache = isBrowser ? createEmotionCache() : null;
let browserRtlCache: Promise<EmotionCache> | null = null;

/**
 * One LTR cache for the whole browser session, but a fresh one per server
 * render: a shared server cache remembers what it has already emitted and
 * would leave every page after the first without its styles.
 */
export function getEmotionCache(): EmotionCache {
  return browserLtrCache ?? createEmotionCache();
}

/** The RTL cache, created once, on first use. */
export function loadRtlEmotionCache(): Promise<EmotionCache> {
  browserRtlCache ??= import('stylis-plugin-rtl').then(({default: rtlPlugin}) => createRtlEmotionCache(rtlPlugin as StylisPlugin));
  return browserRtlCache;
}

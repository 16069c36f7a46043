/**
 * Options for @docusaurus/plugin-pwa: our registration (vendor host only),
 * the worker additions, the web app manifest's head tags, and a build id in
 * the precache manifest so that every build's sw.js differs from the last
 * one and browsers install it as an update.
 */
import {randomUUID} from 'node:crypto';
import path from 'node:path';
import {META_THEME_COLORS} from '../../modules/colorMode';

/** Files the worker's precache list may name; the web manifest is always among them. */
const WEB_MANIFEST = 'manifest.json';

type ManifestEntry = {url: string; revision: string | null; size: number};

/** Gives the web manifest's precache entry a revision unique to this build (the manifest itself rarely changes). */
export function stampBuild(entries: ManifestEntry[], buildId: string): ManifestEntry[] {
  return entries.map((entry) => (entry.url === WEB_MANIFEST || entry.url.endsWith(`/${WEB_MANIFEST}`) ? {...entry, revision: `${entry.revision ?? ''}-${buildId}`} : entry));
}

export function pwaOptions(buildId: string = randomUUID()) {
  return {
    swRegister: path.join(__dirname, 'registerServiceWorker.ts'),
    swCustom: path.join(__dirname, 'swCustom.js'),
    // Only an installed app (see registerServiceWorker.ts) keeps pages offline.
    offlineModeActivationStrategies: ['standalone'],
    injectManifestConfig: {
      manifestTransforms: [async (entries: ManifestEntry[]) => ({manifest: stampBuild(entries, buildId), warnings: []})],
      // Demo-heavy pages have large chunks; an installed app should still get them.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    },
    pwaHead: [
      {tagName: 'link', rel: 'manifest', href: WEB_MANIFEST},
      {tagName: 'link', rel: 'icon', href: 'img/icons/icon-192.png', type: 'image/png', sizes: '192x192'},
      {tagName: 'link', rel: 'apple-touch-icon', href: 'img/icons/apple-touch-icon.png'},
      {tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes'},
      {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: 'default'},
      {tagName: 'meta', name: 'msapplication-TileColor', content: META_THEME_COLORS.light},
    ],
  };
}

/**
 * The production response headers: a Content-Security-Policy made of the
 * site's own origin, the hashes of the inline scripts the build wrote, and the
 * third-party hosts the build is configured to use (none by default).
 */
import type {SiteEnv} from '../../config/env';
import {DEFAULT_CARBON_SCRIPT_URL} from '../../modules/ads/constants';
import {SANDBOX_ENDPOINTS} from '../../modules/sandbox';

export type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'worker-src'
  | 'manifest-src'
  | 'frame-src'
  | 'form-action'
  | 'object-src'
  | 'base-uri'
  | 'frame-ancestors';

/** Sources per directive, before the inline-script hashes are added. */
export type PolicySources = Record<Directive, string[]>;

/** Google's own hosts, used only when the site loads Google's gtag library. */
const GOOGLE_TAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
/** Where GA4 sends its hits; with Google Signals on, also DoubleClick's and Google's own hosts. */
const GOOGLE_ANALYTICS_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', 'https://*.g.doubleclick.net', 'https://*.google.com'];
/** Google Fonts serves its stylesheets from one host and the font files from another. */
const GOOGLE_FONTS_STYLESHEET_ORIGIN = 'https://fonts.googleapis.com';
const GOOGLE_FONTS_FILES_ORIGIN = 'https://fonts.gstatic.com';
/** Carbon's script asks its ad server for the ad as another script. */
const CARBON_SCRIPT_HOSTS = ['https://cdn.carbonads.com', 'https://srv.carbonads.net'];
/**
 * An ad's impression pixels come from whatever hosts its advertiser uses,
 * which only the ad names: with ads on, images may come from any https host
 * (an image runs no code; the feed's URLs are checked to be http(s) anyway).
 */
const AD_IMAGE_SOURCES = ['https:'];

const origin = (url: string) => new URL(url).origin;

/**
 * What each directive allows for a build made with `env`. A service that is
 * not configured adds nothing: the default build allows only its own origin.
 */
export function policySources(env: Pick<SiteEnv, 'analyticsId' | 'gtagScriptUrl' | 'feedbackUrl' | 'fontHost' | 'ads' | 'algolia'>): PolicySources {
  const sources: PolicySources = {
    'default-src': ["'self'"],
    // blob: for the live editor, which runs a reader's edited demo as a module
    // it creates (src/modules/demos/liveCode.ts): no 'unsafe-eval', so no
    // string anywhere on the page can be run as code.
    'script-src': ["'self'", 'blob:'],
    // Emotion writes MUI's styles into <style> elements at run time, and MUI sets style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the SVG icons Infima and MUI put in their style sheets; blob: for
    // the images Charts Pro draws when it exports a chart as PNG or JPEG.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'"],
    // The demos' "open in a sandbox" buttons post a form to these.
    'form-action': ["'self'", ...Object.values(SANDBOX_ENDPOINTS).map(origin)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  const add = (directive: Directive, ...hosts: string[]) => sources[directive].push(...hosts);

  if (env.analyticsId !== null) {
    const scriptOrigin = origin(env.gtagScriptUrl);
    add('script-src', scriptOrigin);
    if (scriptOrigin === GOOGLE_TAG_SCRIPT_ORIGIN) {
      add('connect-src', ...GOOGLE_ANALYTICS_HOSTS);
      add('img-src', ...GOOGLE_ANALYTICS_HOSTS);
    } else {
      // A self-hosted tag library (or the tests' fake) collects where it is served from.
      add('connect-src', scriptOrigin);
    }
  }
  if (env.feedbackUrl !== null) add('connect-src', origin(env.feedbackUrl));
  if (env.fontHost !== null) {
    const filesOrigin = origin(env.fontHost) === GOOGLE_FONTS_STYLESHEET_ORIGIN ? GOOGLE_FONTS_FILES_ORIGIN : origin(env.fontHost);
    add('style-src', origin(env.fontHost));
    add('font-src', filesOrigin);
    // Charts Pro's image export fetches the page's style sheets and fonts to draw them into the image.
    add('connect-src', origin(env.fontHost), filesOrigin);
  }
  if (env.ads.enabled && env.ads.carbon !== null) {
    const scriptOrigin = origin(env.ads.carbon.scriptUrl);
    add('script-src', ...(env.ads.carbon.scriptUrl === DEFAULT_CARBON_SCRIPT_URL ? CARBON_SCRIPT_HOSTS : [scriptOrigin]));
    // A self-hosted Carbon (or the tests' fake) may serve its images over plain http on loopback.
    add('img-src', scriptOrigin, ...AD_IMAGE_SOURCES);
  }
  if (env.ads.enabled && env.ads.feedUrl !== null) {
    add('connect-src', origin(env.ads.feedUrl));
    add('img-src', origin(env.ads.feedUrl), ...AD_IMAGE_SOURCES);
  }
  if (env.algolia !== null) {
    add('connect-src', `https://${env.algolia.appId.toLowerCase()}-dsn.algolia.net`, 'https://*.algolianet.com', 'https://insights.algolia.io');
  }
  for (const directive of Object.keys(sources) as Directive[]) sources[directive] = [...new Set(sources[directive])];
  return sources;
}

export type InlineScriptHashes = {
  /** `sha256-…` of each inline <script> element's text. */
  scripts: string[];
  /** `sha256-…` of each inline event handler attribute's value (the icon font's onload). */
  handlers: string[];
};

/** The Content-Security-Policy header value: no 'unsafe-inline' for scripts, only the hashes of the inline code the build wrote. */
export function contentSecurityPolicy(sources: PolicySources, hashes: InlineScriptHashes): string {
  const quoted = (hash: string) => `'${hash}'`;
  const scriptSrc = [
    ...sources['script-src'],
    ...[...hashes.scripts].sort().map(quoted),
    // CSP allows an event handler attribute only by hash, and only with 'unsafe-hashes'.
    ...(hashes.handlers.length > 0 ? ["'unsafe-hashes'", ...[...hashes.handlers].sort().map(quoted)] : []),
  ];
  const directives = {...sources, 'script-src': [...new Set(scriptSrc)]};
  return (Object.entries(directives) as Array<[Directive, string[]]>).map(([directive, values]) => `${directive} ${values.join(' ')}`).join('; ');
}

/** Every response of the site, besides the policy. */
export const STATIC_SECURITY_HEADERS = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
} as const;

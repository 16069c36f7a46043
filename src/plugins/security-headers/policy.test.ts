import {contentSecurityPolicy, policySources} from './policy';

const NOTHING_CONFIGURED = {
  analyticsId: null,
  gtagScriptUrl: 'https://www.googletagmanager.com/gtag/js',
  feedbackUrl: null,
  fontHost: null,
  ads: {enabled: true, inDevelopment: false, carbon: null, feedUrl: null},
  algolia: null,
};

/** The policy as a map of directive to sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split('; ').map((part) => {
    const [name, ...values] = part.split(' ');
    return [name, values];
  }));
}

const hosts = (policy: string) => Object.values(directives(policy)).flat().filter((source) => /^https?:|\*/.test(source));

it('allows only the site itself, and the sandboxes a demo is posted to, when no service is configured', () => {
  const policy = directives(contentSecurityPolicy(policySources(NOTHING_CONFIGURED), {scripts: [], handlers: []}));
  // blob: for the live editor's modules; never eval.
  expect(policy['script-src']).toEqual(["'self'", 'blob:']);
  expect(contentSecurityPolicy(policySources(NOTHING_CONFIGURED), {scripts: [], handlers: []})).not.toContain('unsafe-eval');
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(policy['frame-ancestors']).toEqual(["'self'"]);
  expect(policy['form-action']).toEqual(["'self'", 'https://codesandbox.io', 'https://stackblitz.com']);
  expect(hosts(contentSecurityPolicy(policySources(NOTHING_CONFIGURED), {scripts: [], handlers: []}))).toEqual(['https://codesandbox.io', 'https://stackblitz.com']);
});

it('never allows inline scripts wholesale: only their hashes, and handlers only with unsafe-hashes', () => {
  const policy = contentSecurityPolicy(policySources(NOTHING_CONFIGURED), {scripts: ['sha256-B', 'sha256-A'], handlers: ['sha256-H']});
  expect(directives(policy)['script-src']).toEqual(["'self'", 'blob:', "'sha256-A'", "'sha256-B'", "'unsafe-hashes'", "'sha256-H'"]);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(directives(contentSecurityPolicy(policySources(NOTHING_CONFIGURED), {scripts: ['sha256-A'], handlers: []}))['script-src']).not.toContain("'unsafe-hashes'");
});

it("adds Google's hosts for Google's analytics and fonts, and only then", () => {
  const policy = directives(
    contentSecurityPolicy(policySources({...NOTHING_CONFIGURED, analyticsId: 'G-1', fontHost: 'https://fonts.googleapis.com'}), {scripts: [], handlers: []}),
  );
  expect(policy['script-src']).toContain('https://www.googletagmanager.com');
  expect(policy['connect-src']).toContain('https://*.google-analytics.com');
  expect(policy['style-src']).toContain('https://fonts.googleapis.com');
  expect(policy['font-src']).toContain('https://fonts.gstatic.com');
});

it('allows the origins of self-hosted services as configured, paths and queries left out', () => {
  const policy = directives(
    contentSecurityPolicy(
      policySources({
        ...NOTHING_CONFIGURED,
        analyticsId: 'G-1',
        gtagScriptUrl: 'http://127.0.0.1:4180/gtag.js',
        feedbackUrl: 'https://feedback.example.com/api/v1/feedback',
        fontHost: 'https://fonts.example.com',
        ads: {enabled: true, inDevelopment: false, carbon: {serve: 'S', placement: 'p', scriptUrl: 'https://ads.example.com/carbon.js'}, feedUrl: 'https://feed.example.com/ads.json'},
        algolia: {appId: 'ABC123', apiKey: 'k', indexName: 'x'},
      }),
      {scripts: [], handlers: []},
    ),
  );
  expect(policy['script-src']).toEqual(["'self'", 'blob:', 'http://127.0.0.1:4180', 'https://ads.example.com']);
  expect(policy['connect-src']).toEqual([
    "'self'",
    'http://127.0.0.1:4180',
    'https://feedback.example.com',
    'https://fonts.example.com',
    'https://feed.example.com',
    'https://abc123-dsn.algolia.net',
    'https://*.algolianet.com',
    'https://insights.algolia.io',
  ]);
  expect(policy['font-src']).toEqual(["'self'", 'data:', 'https://fonts.example.com']);
  // Advertisers' pixels: any https host, once ads are configured.
  expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://ads.example.com', 'https:', 'https://feed.example.com']);
});

it('allows no ad host when ads are off, whatever else is set', () => {
  const sources = policySources({
    ...NOTHING_CONFIGURED,
    ads: {enabled: false, inDevelopment: false, carbon: {serve: 'S', placement: 'p', scriptUrl: 'https://cdn.carbonads.com/carbon.js'}, feedUrl: 'https://srv.buysellads.com/ads/x.json'},
  });
  expect(Object.values(sources).flat().join(' ')).not.toMatch(/carbon|buysellads/);
});

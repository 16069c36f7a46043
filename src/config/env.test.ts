import {
  DEFAULT_FONT_HOST,
  DEFAULT_GTAG_SCRIPT_URL,
  readAdsEnv,
  readAlgoliaEnv,
  readAnalyticsId,
  readEditUrl,
  readFontHost,
  readLicenseKey,
  readOnlyVersions,
  readServiceWorkerHost,
  readSiteEnv,
  readSiteUrl,
} from './env';
import {DEFAULT_CARBON_SCRIPT_URL} from '../modules/ads/constants';
import {DEFAULT_EDIT_URL, DEFAULT_SITE_URL} from './product';

describe('readLicenseKey', () => {
  it('takes the key from MUI_X_LICENSE_KEY, trimmed', () => {
    expect(readLicenseKey({MUI_X_LICENSE_KEY: '  abc123  '})).toBe('abc123');
  });

  it('is null when the variable is missing or blank, so nothing is set', () => {
    expect(readLicenseKey({})).toBeNull();
    expect(readLicenseKey({MUI_X_LICENSE_KEY: '   '})).toBeNull();
  });
});

describe('readFontHost', () => {
  it('defaults to the public font host', () => {
    expect(readFontHost({})).toBe(DEFAULT_FONT_HOST);
    expect(readFontHost({DOCS_FONT_HOST: ''})).toBe(DEFAULT_FONT_HOST);
  });

  it.each(['off', 'OFF', 'none', 'false', '0'])('turns the font off with %p', (value) => {
    expect(readFontHost({DOCS_FONT_HOST: value})).toBeNull();
  });

  it('accepts a mirror, keeping a path prefix and dropping the trailing slash', () => {
    expect(readFontHost({DOCS_FONT_HOST: 'http://127.0.0.1:9000/fonts/'})).toBe('http://127.0.0.1:9000/fonts');
  });

  it('rejects a value that is not an http(s) URL, naming the variable', () => {
    expect(() => readFontHost({DOCS_FONT_HOST: 'fonts.example'})).toThrow(/DOCS_FONT_HOST must be an absolute/);
    expect(() => readFontHost({DOCS_FONT_HOST: 'ftp://fonts.example'})).toThrow(/DOCS_FONT_HOST must use http/);
  });
});

describe('readSiteUrl', () => {
  it('keeps only the origin of DOCS_SITE_URL', () => {
    expect(readSiteUrl({DOCS_SITE_URL: 'https://preview.example.com/x/'})).toBe('https://preview.example.com');
    expect(readSiteUrl({})).toBe(DEFAULT_SITE_URL);
  });
});

describe('readEditUrl', () => {
  it('defaults to the site repository, takes an override with one trailing slash, and turns off', () => {
    expect(readEditUrl({})).toBe(DEFAULT_EDIT_URL);
    expect(readEditUrl({DOCS_EDIT_URL: 'https://git.example.com/docs/edit/main'})).toBe('https://git.example.com/docs/edit/main/');
    expect(readEditUrl({DOCS_EDIT_URL: 'off'})).toBeNull();
    expect(() => readEditUrl({DOCS_EDIT_URL: 'repo/edit'})).toThrow(/DOCS_EDIT_URL/);
  });
});

describe('readAnalyticsId', () => {
  it('is null when unset, so no analytics library is loaded', () => {
    expect(readAnalyticsId({})).toBeNull();
  });

  it('accepts a GA4 measurement id and rejects anything else, naming the variable', () => {
    expect(readAnalyticsId({DOCS_ANALYTICS_ID: ' G-AB12CD '})).toBe('G-AB12CD');
    expect(() => readAnalyticsId({DOCS_ANALYTICS_ID: 'UA-1234-1'})).toThrow(/DOCS_ANALYTICS_ID must be a Google Analytics 4/);
    expect(() => readAnalyticsId({DOCS_ANALYTICS_ID: 'G-1"><script>'})).toThrow(/DOCS_ANALYTICS_ID may only contain/);
  });
});

describe('readAdsEnv', () => {
  it('shows in-house ads with no third-party source when nothing is set', () => {
    expect(readAdsEnv({})).toEqual({enabled: true, inDevelopment: false, carbon: null, feedUrl: null});
  });

  it('configures Carbon from a serve id and placement given together', () => {
    expect(readAdsEnv({DOCS_CARBON_SERVE: 'CEAIK27W', DOCS_CARBON_PLACEMENT: 'mui-com'}).carbon).toEqual({
      serve: 'CEAIK27W',
      placement: 'mui-com',
      scriptUrl: DEFAULT_CARBON_SCRIPT_URL,
    });
    expect(() => readAdsEnv({DOCS_CARBON_SERVE: 'CEAIK27W'})).toThrow(/must be set together/);
  });

  it('reads the on/off switches and the feed URL, rejecting bad values', () => {
    expect(readAdsEnv({DOCS_ADS: 'off', DOCS_ADS_IN_DEV: 'on'})).toMatchObject({enabled: false, inDevelopment: true});
    expect(readAdsEnv({DOCS_AD_FEED_URL: 'http://127.0.0.1:9000/ads/zone.json?x=1'}).feedUrl).toBe('http://127.0.0.1:9000/ads/zone.json?x=1');
    expect(() => readAdsEnv({DOCS_ADS: 'maybe'})).toThrow(/DOCS_ADS must be "on" or "off"/);
    expect(() => readAdsEnv({DOCS_AD_FEED_URL: 'javascript:alert(1)'})).toThrow(/DOCS_AD_FEED_URL must use http/);
  });
});

it('readSiteEnv gathers every setting', () => {
  expect(readSiteEnv({MUI_X_LICENSE_KEY: 'k', DOCS_FONT_HOST: 'off', DOCS_EDIT_URL: 'off', DOCS_FEEDBACK_URL: 'http://127.0.0.1:9100/feedback', DOCS_SW_HOST: 'off'})).toEqual({
    licenseKey: 'k',
    fontHost: null,
    siteUrl: DEFAULT_SITE_URL,
    editUrl: null,
    analyticsId: null,
    gtagScriptUrl: DEFAULT_GTAG_SCRIPT_URL,
    feedbackUrl: 'http://127.0.0.1:9100/feedback',
    ads: {enabled: true, inDevelopment: false, carbon: null, feedUrl: null},
    algolia: null,
    serviceWorkerHost: null,
    onlyVersions: null,
  });
});

describe('readAlgoliaEnv', () => {
  const all = {DOCS_ALGOLIA_APP_ID: 'APP123', DOCS_ALGOLIA_API_KEY: 'abc-def_1', DOCS_ALGOLIA_INDEX_NAME: 'mui-x'};

  it('is null (local search) when none is set', () => {
    expect(readAlgoliaEnv({})).toBeNull();
    expect(readAlgoliaEnv({DOCS_ALGOLIA_APP_ID: '  '})).toBeNull();
  });

  it('reads the three credentials', () => {
    expect(readAlgoliaEnv(all)).toEqual({appId: 'APP123', apiKey: 'abc-def_1', indexName: 'mui-x'});
  });

  it('refuses a partial configuration, naming the variables', () => {
    expect(() => readAlgoliaEnv({...all, DOCS_ALGOLIA_INDEX_NAME: ''})).toThrow('DOCS_ALGOLIA_APP_ID, DOCS_ALGOLIA_API_KEY, DOCS_ALGOLIA_INDEX_NAME must be set together');
  });

  it('refuses a key with spaces or quotes', () => {
    expect(() => readAlgoliaEnv({...all, DOCS_ALGOLIA_API_KEY: 'a"b'})).toThrow('DOCS_ALGOLIA_API_KEY may only contain');
  });
});

describe('readServiceWorkerHost', () => {
  it('defaults to the vendor host', () => {
    expect(readServiceWorkerHost({})).toBe('mui.com');
  });

  it('takes another host, lower-cased', () => {
    expect(readServiceWorkerHost({DOCS_SW_HOST: 'Docs.Example.org'})).toBe('docs.example.org');
  });

  it('turns off with "off"', () => {
    expect(readServiceWorkerHost({DOCS_SW_HOST: 'off'})).toBeNull();
  });

  it('refuses a URL', () => {
    expect(() => readServiceWorkerHost({DOCS_SW_HOST: 'https://mui.com/'})).toThrow('DOCS_SW_HOST must be a host name');
  });
});

describe('readOnlyVersions', () => {
  it('builds every version by default', () => {
    expect(readOnlyVersions({})).toBeNull();
    expect(readOnlyVersions({DOCS_ONLY_VERSIONS: ' , '})).toBeNull();
  });

  it('reads a comma-separated list', () => {
    expect(readOnlyVersions({DOCS_ONLY_VERSIONS: 'current, 8.0.0-alpha.6'})).toEqual(['current', '8.0.0-alpha.6']);
  });

  it('refuses names with other characters', () => {
    expect(() => readOnlyVersions({DOCS_ONLY_VERSIONS: 'current;rm'})).toThrow('DOCS_ONLY_VERSIONS lists version names');
  });
});

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
import {FAKES_ORIGIN, TEST_SITE_ENV} from '../../tests/e2e/siteEnv.mjs';

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
    expect(readAdsEnv({DOCS_AD_FEED_URL: 'http://127.0.0.1:9000/ads/zone.json'}).feedUrl).toBe('http://127.0.0.1:9000/ads/zone.json');
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

  it('drops the trailing dot of a fully qualified name', () => {
    expect(readServiceWorkerHost({DOCS_SW_HOST: 'MUI.com.'})).toBe('mui.com');
  });

  it.each(['https://mui.com/', '.', '..', 'mui.com:443', '-mui.com', 'mui..com'])('refuses %p, which is no host name', (value) => {
    expect(() => readServiceWorkerHost({DOCS_SW_HOST: value})).toThrow('DOCS_SW_HOST must be a host name');
  });
});

describe('URL variables', () => {
  // Each reader of a URL variable, and what it returns for an accepted value.
  const readers: [string, (value: string) => unknown][] = [
    ['DOCS_FONT_HOST', (value) => readFontHost({DOCS_FONT_HOST: value})],
    ['DOCS_SITE_URL', (value) => readSiteUrl({DOCS_SITE_URL: value})],
    ['DOCS_EDIT_URL', (value) => readEditUrl({DOCS_EDIT_URL: value})],
    ['DOCS_GTAG_SCRIPT_URL', (value) => readSiteEnv({DOCS_GTAG_SCRIPT_URL: value}).gtagScriptUrl],
    ['DOCS_FEEDBACK_URL', (value) => readSiteEnv({DOCS_FEEDBACK_URL: value}).feedbackUrl],
    ['DOCS_CARBON_SCRIPT_URL', (value) => readAdsEnv({DOCS_CARBON_SERVE: 'S', DOCS_CARBON_PLACEMENT: 'p', DOCS_CARBON_SCRIPT_URL: value}).carbon?.scriptUrl],
    ['DOCS_AD_FEED_URL', (value) => readAdsEnv({DOCS_AD_FEED_URL: value}).feedUrl],
  ];

  describe.each(readers)('%s', (name, read) => {
    it.each(['https://user:hunter2@example.com/x', 'https://token@example.com/x', 'https://:hunter2@example.com/x'])('refuses credentials in %p without echoing them', (value) => {
      expect(() => read(value)).toThrow(`${name} must not contain a user name or password.`);
    });

    it.each(['https://example.com/x?key=hunter2', 'https://example.com/x?', 'https://example.com/x#hunter2'])('refuses the query or fragment of %p without echoing it', (value) => {
      expect(() => read(value)).toThrow(`${name} must not contain a query (?) or fragment (#).`);
    });

    it.each(['http://example.com/x', 'http://127.0.0.1.example.com/x', 'ftp://example.com/x', 'javascript:alert("hunter2")'])('refuses %p: https only, except on loopback', (value) => {
      expect(() => read(value)).toThrow(`${name} must use https`);
    });

    it.each(['http://127.0.0.1:4180/x', 'http://localhost:4180/x', 'http://[::1]:4180/x', 'https://example.com/x'])('accepts %p', (value) => {
      expect(read(value)).toEqual(expect.stringMatching(/^https?:\/\//));
    });

    it('names the variable but not the value it cannot parse', () => {
      expect(() => read('hunter2 not a url')).toThrow(new Error(`${name} must be an absolute https URL.`));
    });
  });

  it('keep the browser tests\' local fakes working', () => {
    expect(readSiteEnv(TEST_SITE_ENV)).toMatchObject({
      gtagScriptUrl: `${FAKES_ORIGIN}/gtag.js`,
      feedbackUrl: `${FAKES_ORIGIN}/feedback`,
      ads: {carbon: {scriptUrl: `${FAKES_ORIGIN}/carbon.js`}, feedUrl: `${FAKES_ORIGIN}/ads.json`},
    });
  });
});

describe('error messages', () => {
  // A mistyped secret ends up in the CI log if the message repeats it.
  it.each<[string, () => unknown]>([
    ['DOCS_ALGOLIA_API_KEY', () => readAlgoliaEnv({DOCS_ALGOLIA_APP_ID: 'A', DOCS_ALGOLIA_API_KEY: 'hunter2"', DOCS_ALGOLIA_INDEX_NAME: 'i'})],
    ['DOCS_ANALYTICS_ID', () => readAnalyticsId({DOCS_ANALYTICS_ID: 'hunter2'})],
    ['DOCS_ADS', () => readAdsEnv({DOCS_ADS: 'hunter2'})],
    ['DOCS_SW_HOST', () => readServiceWorkerHost({DOCS_SW_HOST: 'hunter2:1'})],
    ['DOCS_ONLY_VERSIONS', () => readOnlyVersions({DOCS_ONLY_VERSIONS: 'hunter2;'})],
  ])('name %s but not its value', (name, read) => {
    expect(read).toThrow(name);
    expect(read).not.toThrow(/hunter2/);
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

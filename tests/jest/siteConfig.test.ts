/**
 * @jest-environment node
 *
 * docusaurus.config.ts reads the environment once, when loaded: check what a
 * build with given variables would contain.
 */
import type {Config} from '@docusaurus/types';

function loadConfig(env: Record<string, string>): Config {
  const saved = {...process.env};
  Object.assign(process.env, env);
  try {
    let config: Config | undefined;
    jest.isolateModules(() => {
      config = require('../../docusaurus.config').default;
    });
    return config!;
  } finally {
    process.env = saved;
  }
}

it('passes MUI_X_LICENSE_KEY to the browser through customFields', () => {
  expect(loadConfig({MUI_X_LICENSE_KEY: 'ci-key'}).customFields).toMatchObject({licenseKey: 'ci-key'});
});

it('makes no font request when DOCS_FONT_HOST is off', () => {
  const tags = loadConfig({DOCS_FONT_HOST: 'off'}).headTags ?? [];
  expect(tags.filter((tag) => JSON.stringify(tag).includes('fonts.googleapis.com'))).toEqual([]);
  // No link that fetches anything (the render hold, `rel="expect"`, points inside the page).
  expect(tags.filter((tag) => tag.tagName === 'link' && !String(tag.attributes?.href ?? '').startsWith('#'))).toEqual([]);
});

it('serves English under /x/ and Chinese under /zh/x/ with trailing slashes and strict links', () => {
  const config = loadConfig({});
  expect(config.i18n?.localeConfigs).toMatchObject({en: {baseUrl: '/x/'}, zh: {baseUrl: '/zh/x/'}});
  expect(config).toMatchObject({trailingSlash: true, onBrokenLinks: 'throw', onBrokenAnchors: 'throw'});
});

it('defines gtag in the head, configuring the analytics id only when one is set', () => {
  const bootstrap = (env: Record<string, string>) => (loadConfig(env).headTags ?? []).find((tag) => tag.tagName === 'script' && String(tag.innerHTML).includes('dataLayer'));
  expect(bootstrap({})?.innerHTML).not.toContain("gtag('config'");
  expect(bootstrap({DOCS_ANALYTICS_ID: 'G-ABC123'})?.innerHTML).toContain(`gtag('config',"G-ABC123",{send_page_view:false})`);
});

it('syncs the stored colour mode into the key Docusaurus reads, before it paints', () => {
  const script = (loadConfig({}).headTags ?? []).find((tag) => tag.tagName === 'script');
  expect(script?.innerHTML).toContain('"mui-mode"');
  expect(script?.innerHTML).toContain('"theme-mui-x"');
});

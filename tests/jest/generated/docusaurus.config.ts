// Stand-in for the config Docusaurus generates at build time; tests override
// `customFields` with jest.doMock where they need other values.
export default {
  title: 'MUI X',
  baseUrl: '/',
  url: 'https://mui.com',
  customFields: {licenseKey: null, docsVersion: '8.0.0-alpha.6'},
  themeConfig: {},
  trailingSlash: true,
  future: {experimental_router: 'browser', v4: {}, faster: {}},
  i18n: {defaultLocale: 'en', locales: ['en', 'zh'], currentLocale: 'en'},
};

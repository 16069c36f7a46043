// Stand-in for the config Docusaurus generates at build time; tests override
// `customFields` with jest.doMock where they need other values.
export default {
  title: 'MUI X',
  baseUrl: '/',
  url: 'https://mui.com',
  customFields: {
    licenseKey: null,
    docsVersion: '8.0.0-alpha.6',
    analytics: {measurementId: null, scriptUrl: 'https://www.googletagmanager.com/gtag/js'},
    feedbackUrl: null,
    // Development-build rules apply under jest (NODE_ENV=test): ads stay empty unless a test turns them on.
    ads: {enabled: true, inDevelopment: false, carbon: null, feedUrl: null},
    serviceWorkerHost: 'mui.com',
    fontHost: null,
  },
  themeConfig: {},
  trailingSlash: true,
  future: {experimental_router: 'browser', v4: {}, faster: {}},
  i18n: {defaultLocale: 'en', locales: ['en', 'zh'], currentLocale: 'en'},
};

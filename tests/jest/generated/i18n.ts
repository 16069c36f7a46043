export default {
  defaultLocale: 'en',
  locales: ['en', 'zh'],
  path: 'i18n',
  currentLocale: 'en',
  localeConfigs: {
    en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en', baseUrl: '/x/', url: 'https://mui.com', translate: false},
    zh: {label: '中文', direction: 'ltr', htmlLang: 'zh-CN', calendar: 'gregory', path: 'zh', baseUrl: '/zh/x/', url: 'https://mui.com', translate: true},
  },
};

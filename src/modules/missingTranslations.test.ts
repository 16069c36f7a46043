import {createMissingTranslationReporter, missingTranslationMessage} from './missingTranslations';

describe('createMissingTranslationReporter', () => {
  const translations = {'theme.docs.paginator.next': '下一页'};

  it('warns once per key that the locale does not translate', () => {
    const warn = jest.fn();
    const report = createMissingTranslationReporter({locale: 'zh', defaultLocale: 'en', translations, warn});
    report('settings.title');
    report('settings.title');
    report('feedback.submit');
    expect(warn.mock.calls).toEqual([['Missing translation for zh:settings.title'], ['Missing translation for zh:feedback.submit']]);
  });

  it('says nothing for translated keys', () => {
    const warn = jest.fn();
    createMissingTranslationReporter({locale: 'zh', defaultLocale: 'en', translations, warn})('theme.docs.paginator.next');
    expect(warn).not.toHaveBeenCalled();
  });

  it('never reports in the default locale, whose strings live in the source', () => {
    const warn = jest.fn();
    createMissingTranslationReporter({locale: 'en', defaultLocale: 'en', translations: {}, warn})('settings.title');
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not take inherited object properties for translations', () => {
    const warn = jest.fn();
    createMissingTranslationReporter({locale: 'zh', defaultLocale: 'en', translations: {}, warn})('constructor');
    expect(warn).toHaveBeenCalledWith(missingTranslationMessage('zh', 'constructor'));
  });
});

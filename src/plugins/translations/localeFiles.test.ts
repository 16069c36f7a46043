/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {i18n} from '../../config/i18n';
import pluginTranslations from './index';
import {checkLocaleFiles, DOCS_TRANSLATIONS_DIR, missingLocaleFiles, MissingTranslationFilesError} from './localeFiles';

const SITE_DIR = path.resolve(__dirname, '../../..');

let siteDir: string;
beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'locale-files-'));
});
afterEach(() => {
  fs.rmSync(siteDir, {recursive: true, force: true});
});

function writeCodeJson(locale: string): void {
  fs.mkdirSync(path.join(siteDir, 'i18n', locale), {recursive: true});
  fs.writeFileSync(path.join(siteDir, 'i18n', locale, 'code.json'), '{}');
}
function makeDocsDir(locale: string): void {
  fs.mkdirSync(path.join(siteDir, 'i18n', locale, DOCS_TRANSLATIONS_DIR), {recursive: true});
}
function caught(run: () => void): MissingTranslationFilesError {
  try {
    run();
  } catch (error) {
    return error as MissingTranslationFilesError;
  }
  throw new Error('expected a throw');
}

describe('checkLocaleFiles on a temporary site', () => {
  it('throws MODULE_NOT_FOUND naming code.json when it is missing', () => {
    makeDocsDir('fr');
    const error = caught(() => checkLocaleFiles({siteDir, locale: 'fr', defaultLocale: 'en'}));
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('MODULE_NOT_FOUND');
    expect(error.missing).toEqual(['i18n/fr/code.json']);
    expect(error.message).toContain('i18n/fr/code.json');
    expect(error.message).not.toContain(siteDir);
    expect(error.message).toContain('npm run write-translations -- --locale fr');
  });

  it('throws MODULE_NOT_FOUND naming the docs folder when it is missing', () => {
    writeCodeJson('fr');
    const error = caught(() => checkLocaleFiles({siteDir, locale: 'fr', defaultLocale: 'en'}));
    expect(error.code).toBe('MODULE_NOT_FOUND');
    expect(error.missing).toEqual([`i18n/fr/${DOCS_TRANSLATIONS_DIR}/`]);
    expect(error.message).toContain(`i18n/fr/${DOCS_TRANSLATIONS_DIR}/`);
  });

  it('names both paths when the locale folder does not exist at all', () => {
    const error = caught(() => checkLocaleFiles({siteDir, locale: 'fr', defaultLocale: 'en'}));
    expect(error.missing).toEqual(['i18n/fr/code.json', `i18n/fr/${DOCS_TRANSLATIONS_DIR}/`]);
  });

  it('does not accept a folder named code.json or a file named like the docs folder', () => {
    fs.mkdirSync(path.join(siteDir, 'i18n', 'fr', 'code.json'), {recursive: true});
    fs.writeFileSync(path.join(siteDir, 'i18n', 'fr', DOCS_TRANSLATIONS_DIR), '');
    expect(missingLocaleFiles({siteDir, locale: 'fr', defaultLocale: 'en'})).toEqual(['i18n/fr/code.json', `i18n/fr/${DOCS_TRANSLATIONS_DIR}/`]);
  });

  it('passes when both are present, even before any page is translated (no current/ folder)', () => {
    writeCodeJson('fr');
    makeDocsDir('fr');
    expect(() => checkLocaleFiles({siteDir, locale: 'fr', defaultLocale: 'en'})).not.toThrow();
  });

  it('checks nothing for the default locale', () => {
    const exists = jest.fn(() => false);
    expect(() => checkLocaleFiles({siteDir, locale: 'en', defaultLocale: 'en', exists})).not.toThrow();
    expect(exists).not.toHaveBeenCalled();
  });

  it('looks in the given localization folder and asks the injected exists', () => {
    const exists = jest.fn((file: string) => file.endsWith('code.json'));
    const localizationDir = path.join(siteDir, 'translations', 'fr-FR');
    expect(missingLocaleFiles({siteDir, locale: 'fr', defaultLocale: 'en', localizationDir, exists})).toEqual([`translations/fr-FR/${DOCS_TRANSLATIONS_DIR}/`]);
    expect(exists.mock.calls).toEqual([
      [path.join(localizationDir, 'code.json'), 'file'],
      [path.join(localizationDir, DOCS_TRANSLATIONS_DIR), 'directory'],
    ]);
  });
});

describe('the plugin', () => {
  function context(locale: string, localeConfigs: Record<string, {translate?: boolean}> = {}): LoadContext {
    return {
      siteDir,
      localizationDir: path.join(siteDir, 'i18n', locale),
      siteConfig: {i18n: {defaultLocale: 'en', locales: ['en', locale], localeConfigs}},
      i18n: {defaultLocale: 'en', currentLocale: locale, locales: ['en', locale]},
    } as unknown as LoadContext;
  }

  it('fails loading the content of a locale without its files', async () => {
    const plugin = pluginTranslations(context('fr'));
    await expect(Promise.resolve().then(() => plugin.loadContent?.())).rejects.toMatchObject({code: 'MODULE_NOT_FOUND'});
  });

  it('leaves write-translations alone: nothing is checked when the plugin is created, and it has no translation files', () => {
    const plugin = pluginTranslations(context('fr'));
    expect(plugin.getTranslationFiles).toBeUndefined();
  });

  it('skips the check for the default locale and for a locale with translate: false', () => {
    expect(() => pluginTranslations(context('en')).loadContent?.()).not.toThrow();
    expect(() => pluginTranslations(context('fr', {fr: {translate: false}})).loadContent?.()).not.toThrow();
  });
});

describe('the real site', () => {
  it.each((i18n.locales ?? []).filter((locale) => locale !== i18n.defaultLocale))('has the files of %s', (locale) => {
    expect(missingLocaleFiles({siteDir: SITE_DIR, locale, defaultLocale: i18n.defaultLocale!})).toEqual([]);
    expect(() => checkLocaleFiles({siteDir: SITE_DIR, locale, defaultLocale: i18n.defaultLocale!})).not.toThrow();
  });

  it('includes zh', () => {
    expect(i18n.locales).toContain('zh');
    expect(() => checkLocaleFiles({siteDir: SITE_DIR, locale: 'zh', defaultLocale: 'en'})).not.toThrow();
  });
});

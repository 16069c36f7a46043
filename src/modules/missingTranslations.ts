/**
 * Reports UI strings that have no translation in the reader's language. The
 * page still shows the English text (Docusaurus' own fallback); this only
 * tells translators, once per key, what `code.json` lacks.
 */

export type MissingTranslationReporter = (key: string) => void;

type ReporterOptions = {
  locale: string;
  defaultLocale: string;
  /** The locale's code translations, as Docusaurus loaded them (`@generated/codeTranslations`). */
  translations: Record<string, string>;
  warn: (message: string) => void;
};

export function missingTranslationMessage(locale: string, key: string): string {
  return `Missing translation for ${locale}:${key}`;
}

export function createMissingTranslationReporter({locale, defaultLocale, translations, warn}: ReporterOptions): MissingTranslationReporter {
  // The default locale's strings are written in the source: nothing can be missing.
  if (locale === defaultLocale) return () => {};
  const reported = new Set<string>();
  return (key) => {
    if (Object.prototype.hasOwnProperty.call(translations, key) || reported.has(key)) return;
    reported.add(key);
    warn(missingTranslationMessage(locale, key));
  };
}

/**
 * Build-time check that a non-default locale has its translation files.
 *
 * Docusaurus treats a missing `i18n/<locale>/code.json` or docs translation
 * folder as "nothing translated yet" and builds the locale in English without
 * a word. ./index.ts calls checkLocaleFiles when it loads, so such a build
 * fails with a `MODULE_NOT_FOUND` error naming the missing path instead.
 *
 * Only the docs plugin's folder is required, not its `current/` subfolder:
 * `write-translations` (the fix the error suggests) creates the folder with
 * its `current.json` sidebar labels but never creates `current/`, which holds
 * hand-translated pages (any page without one is shown in English with a
 * notice), and a `DOCS_ONLY_VERSIONS` build of a cut version reads
 * `version-<name>/` rather than `current/`.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The docs plugin's folder under `i18n/<locale>/` (the default plugin id). */
export const DOCS_TRANSLATIONS_DIR = 'docusaurus-plugin-content-docs';

/** Whether `absolutePath` exists and is of the given kind. */
export type Exists = (absolutePath: string, kind: 'file' | 'directory') => boolean;

export const existsOnDisk: Exists = (absolutePath, kind) => {
  try {
    const stats = fs.statSync(absolutePath);
    return kind === 'file' ? stats.isFile() : stats.isDirectory();
  } catch {
    return false;
  }
};

export interface LocaleFilesOptions {
  siteDir: string;
  /** The locale being built. */
  locale: string;
  /** The site's default locale, which is written in the source and needs no files. */
  defaultLocale: string;
  /** Where the locale's files live; Docusaurus' `context.localizationDir`. Default `<siteDir>/i18n/<locale>`. */
  localizationDir?: string;
  exists?: Exists;
}

/** A locale lacks translation files; `code` matches Node's error for a missing module. */
export class MissingTranslationFilesError extends Error {
  readonly code = 'MODULE_NOT_FOUND';

  constructor(
    readonly locale: string,
    /** Site-relative paths, with `/` separators; folders end with `/`. */
    readonly missing: readonly string[],
  ) {
    super(
      `Locale "${locale}" has no ${missing.join(' and no ')}, so its build would silently be in English. ` +
        `Run \`npm run write-translations -- --locale ${locale}\` to create the missing files with the English text ` +
        `(\`npm run i18n:status\` does the same and lists what is left to translate), translate them and build again. ` +
        `To build "${locale}" in English on purpose, set i18n.localeConfigs.${locale}.translate to false.`,
    );
    this.name = 'MissingTranslationFilesError';
  }
}

function display(siteDir: string, absolutePath: string, kind: 'file' | 'directory'): string {
  const relative = path.relative(siteDir, absolutePath).split(path.sep).join('/');
  return kind === 'directory' ? `${relative}/` : relative;
}

/** Site-relative paths of the files `locale` lacks; empty for the default locale. */
export function missingLocaleFiles({siteDir, locale, defaultLocale, localizationDir, exists = existsOnDisk}: LocaleFilesOptions): string[] {
  if (locale === defaultLocale) return [];
  const dir = localizationDir ?? path.join(siteDir, 'i18n', locale);
  const required: Array<[string, 'file' | 'directory']> = [
    [path.join(dir, 'code.json'), 'file'],
    [path.join(dir, DOCS_TRANSLATIONS_DIR), 'directory'],
  ];
  return required.filter(([file, kind]) => !exists(file, kind)).map(([file, kind]) => display(siteDir, file, kind));
}

/** Throws a MissingTranslationFilesError (code `MODULE_NOT_FOUND`) when `locale` lacks a translation file. */
export function checkLocaleFiles(options: LocaleFilesOptions): void {
  const missing = missingLocaleFiles(options);
  if (missing.length > 0) throw new MissingTranslationFilesError(options.locale, missing);
}

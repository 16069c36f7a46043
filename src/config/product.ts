/**
 * Facts about the documented product, defined once and imported by the site
 * config, the theme and the pages.
 */

/** The MUI X release these docs describe; shown to readers as the version. */
export const DOCS_VERSION = '8.0.0-alpha.6';

/** Name of the suite, used in page titles and the navbar. */
export const SUITE_NAME = 'MUI X';

/** Public address of the docs site; override with DOCS_SITE_URL for previews. */
export const DEFAULT_SITE_URL = 'https://mui.com';

/** Where the suite's source lives (navbar and footer links). */
export const SOURCE_REPOSITORY_URL = 'https://github.com/mui/mui-x';

/** How to translate this site (the README's section), linked from untranslated pages. */
export const TRANSLATORS_GUIDE_URL = 'https://github.com/mui/mui-x-docs#translating';

/** Where this site's pages are edited ("Edit this page"); override with DOCS_EDIT_URL. */
export const DEFAULT_EDIT_URL = 'https://github.com/mui/mui-x-docs/edit/main/';

/**
 * Browser storage namespace shared by every locale, so a choice made on /x/
 * also holds on /zh/x/. Docusaurus' colour-mode key becomes `theme-mui-x`.
 */
export const STORAGE_NAMESPACE = 'mui-x';
export const DOCUSAURUS_COLOR_MODE_KEY = `theme-${STORAGE_NAMESPACE}`;

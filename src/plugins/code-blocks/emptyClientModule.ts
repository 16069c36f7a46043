/**
 * Stands in for theme-classic's `prism-include-languages` client module (see
 * index.ts): Prism and the extra languages load with the highlighter instead.
 */
export {};

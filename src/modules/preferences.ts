/**
 * Code display preferences shared by every demo: the language variant (TS or
 * JS) and the styling solution. Resolution order on first load: a URL hash
 * naming a demo file, then the cookie, then the default.
 */

export const CODE_VARIANTS = {JS: 'JS', TS: 'TS'} as const;
export type CodeVariant = (typeof CODE_VARIANTS)[keyof typeof CODE_VARIANTS];

export const CODE_STYLING = {SYSTEM: 'MUI System', TAILWIND: 'Tailwind', CSS: 'CSS'} as const;
export type CodeStyling = (typeof CODE_STYLING)[keyof typeof CODE_STYLING];

export const DEFAULT_CODE_VARIANT: CodeVariant = CODE_VARIANTS.TS;
export const DEFAULT_CODE_STYLING: CodeStyling = CODE_STYLING.SYSTEM;

export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';

/** The prefix a demo anchor carries for each styling solution. */
export const CODE_STYLING_ANCHOR_PREFIX: Record<CodeStyling, string> = {
  'MUI System': 'system',
  Tailwind: 'tailwind',
  CSS: 'css',
};

const DEMO_FILE_HASH = /\.(js|tsx)$/;

export function codeVariantFromHash(hash: string): CodeVariant | null {
  const match = hash.match(DEMO_FILE_HASH);
  if (!match) return null;
  return match[1] === 'tsx' ? CODE_VARIANTS.TS : CODE_VARIANTS.JS;
}

/** Checked in this order: `tailwind-`, then `css-`, then `system-`. */
const HASH_STYLING_ORDER: CodeStyling[] = [CODE_STYLING.TAILWIND, CODE_STYLING.CSS, CODE_STYLING.SYSTEM];

export function codeStylingFromHash(hash: string): CodeStyling | null {
  if (!DEMO_FILE_HASH.test(hash)) return null;
  return HASH_STYLING_ORDER.find((styling) => hash.includes(`${CODE_STYLING_ANCHOR_PREFIX[styling]}-`)) ?? null;
}

export function parseCodeVariant(raw: unknown): CodeVariant | null {
  return raw === 'JS' || raw === 'TS' ? raw : null;
}

export function parseCodeStyling(raw: unknown): CodeStyling | null {
  return (Object.values(CODE_STYLING) as unknown[]).includes(raw) ? (raw as CodeStyling) : null;
}

export type CodePreferences = {codeVariant: CodeVariant; codeStyling: CodeStyling};

export const DEFAULT_CODE_PREFERENCES: CodePreferences = {
  codeVariant: DEFAULT_CODE_VARIANT,
  codeStyling: DEFAULT_CODE_STYLING,
};

/** What the page should use on first load, given its hash and stored cookies. */
export function resolveCodePreferences(input: {
  hash: string;
  variantCookie: string | undefined;
  stylingCookie: string | undefined;
}): CodePreferences {
  return {
    codeVariant: codeVariantFromHash(input.hash) ?? parseCodeVariant(input.variantCookie) ?? DEFAULT_CODE_VARIANT,
    codeStyling: codeStylingFromHash(input.hash) ?? parseCodeStyling(input.stylingCookie) ?? DEFAULT_CODE_STYLING,
  };
}

/** Whether two sets of code preferences choose the same variant and styling. */
export function sameCodePreferences(a: CodePreferences, b: CodePreferences): boolean {
  return a.codeVariant === b.codeVariant && a.codeStyling === b.codeStyling;
}

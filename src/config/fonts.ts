import type {HtmlTagObject} from '@docusaurus/types';

/** The icon families the demos may use as ligature fonts. */
export const MATERIAL_ICON_FAMILIES = ['Material Icons', 'Material Icons Two Tone'];

export function materialIconsStylesheetUrl(fontHost: string): string {
  const family = MATERIAL_ICON_FAMILIES.map((name) => name.replace(/ /g, '+')).join('%7C');
  return `${fontHost}/icon?family=${family}`;
}

/**
 * Head tags that load the icon font without blocking the first paint: the
 * stylesheet starts as `media="print"` (fetched at low priority, never
 * render-blocking) and switches to `all` once loaded. With no host, no tag and
 * therefore no request.
 */
export function materialIconsHeadTags(fontHost: string | null): HtmlTagObject[] {
  if (fontHost === null) {
    return [];
  }
  const href = materialIconsStylesheetUrl(fontHost);
  return [
    {tagName: 'link', attributes: {rel: 'preconnect', href: new URL(fontHost).origin, crossorigin: 'anonymous'}},
    {
      tagName: 'link',
      attributes: {rel: 'stylesheet', href, media: 'print', onload: "this.media='all'", 'data-font': 'material-icons'},
    },
    {tagName: 'noscript', attributes: {}, innerHTML: `<link rel="stylesheet" href="${href}">`},
  ];
}

/** The Onepirate template's families: Roboto Condensed 700 for titles, Work Sans 300 and 400 for text. */
export function onepirateFontsStylesheetUrl(fontHost: string): string {
  return `${fontHost}/css2?family=Roboto+Condensed:wght@700&family=Work+Sans:wght@300;400&display=swap`;
}

/** Pages about the Onepirate template (whatever their language) show its fonts. */
export function needsOnepirateFonts(canonicalAs: string): boolean {
  return /\/onepirate\//.test(canonicalAs);
}

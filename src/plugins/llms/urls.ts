/**
 * Where the Markdown copies live, and how links in them are written. No Node
 * imports: the "Copy page" button imports `markdownUrl` into the browser bundle.
 */

/**
 * The URL of a page's Markdown copy: the trailing slash becomes `.md`
 * (`/x/react-data-grid/sorting/` → `/x/react-data-grid/sorting.md`,
 * `/x/react-data-grid/` → `/x/react-data-grid.md`). A page at the locale's
 * root (`baseUrl` itself) has no name to reuse, so its copy is `index.md`
 * inside that folder, where the locale's files are written.
 */
export function markdownUrl(permalink: string, baseUrl?: string): string {
  const path = permalink.replace(/[?#].*$/, '');
  if (path === '/' || (baseUrl !== undefined && path === baseUrl)) return `${path}index.md`;
  return path.endsWith('/') ? `${path.slice(0, -1)}.md` : `${path}.md`;
}

/** `https://mui.com` + `/x/llms.txt`, whatever the slashes on either side. */
export function absoluteUrl(siteUrl: string, pathname: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/${pathname.replace(/^\/+/, '')}`;
}

/** How links found in a page become absolute URLs of HTML pages. */
export type LinkContext = {
  /** `https://mui.com` */
  siteUrl: string;
  /** The locale's base URL, `/x/` or `/zh/x/`: docs link to `/react-data-grid/…/`, relative to it. */
  baseUrl: string;
  /** Permalink of the page the link is on, for `#anchor` and relative links. */
  permalink: string;
  /** Permalink of another doc, from its path relative to this page (`./sorting.mdx`); undefined when not a doc. */
  permalinkOfDocFile?: (relativePath: string) => string | undefined;
};

const EXTERNAL = /^[a-z][a-z\d+.-]*:|^\/\//i;

/**
 * The absolute URL a link of a doc leads to. Docs write site links relative
 * to the locale's base URL (`/react-data-grid/sorting/#anchor`), as
 * Docusaurus resolves them; a Markdown copy read elsewhere needs the full
 * address. External links and unknown relative ones are kept as written.
 */
export function resolveDocLink(href: string, context: LinkContext): string {
  if (!href || EXTERNAL.test(href)) return href;
  if (href.startsWith('#')) return absoluteUrl(context.siteUrl, `${context.permalink}${href}`);
  if (href.startsWith('/')) return absoluteUrl(context.siteUrl, `${context.baseUrl}${href.slice(1)}`);
  const [, file, suffix = ''] = /^([^?#]*)(.*)$/.exec(href)!;
  if (/\.mdx?$/.test(file)) {
    const permalink = context.permalinkOfDocFile?.(file);
    if (permalink) return absoluteUrl(context.siteUrl, `${permalink}${suffix}`);
  }
  return href;
}

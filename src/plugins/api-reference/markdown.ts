/**
 * JSDoc Markdown → HTML, and the link rewriting done on every build (it
 * depends on which docs pages exist, which changes without a package upgrade).
 */
import {Marked} from 'marked';

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};

// JSDoc mentions tags (`<body>`, `<Box />`) as prose; they are shown, never parsed as HTML.
const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {html: ({text}) => text.replace(/[&<>"]/g, (char) => ESCAPES[char])},
});

/** Renders a JSDoc comment; `[[BarSeries]]` (the packages' cross-reference notation) becomes code. */
export function jsdocToHtml(source: string): string {
  const text = source.replace(/\[\[(\w+)\]\]/g, '`$1`');
  return (marked.parse(text) as string).trim();
}

export type LinkTargets = {
  /** True when this site has a docs page at that /x/ path (no trailing slash). */
  hasPage: (pathname: string) => boolean;
  /** Route (relative to the base URL, e.g. `/api/charts/bar-chart/`) of the API page documenting that name. */
  apiRoute: (name: string) => string | undefined;
};

const UPSTREAM_LINK = /href="(?:https:\/\/mui\.com)?(\/x\/[^"#?]*?)\/?((?:[?#][^"]*)?)"/g;

/**
 * Links to the upstream docs become links to this site's page when it has
 * one; a code span naming an entry with an API page links to that page.
 */
export function rewriteLinks(html: string, targets: LinkTargets, selfRoute?: string): string {
  // Routes are written relative to the locale's base URL (`/react-data-grid/`), as in MDX links.
  const linked = html.replace(UPSTREAM_LINK, (_whole, pathname: string, rest: string) =>
    targets.hasPage(pathname) ? `href="${pathname.slice('/x'.length)}/${rest}"` : `href="https://mui.com${pathname}/${rest}"`,
  );
  // Code spans inside an existing link keep that link.
  return linked.replace(/(<a\b[^>]*>[\s\S]*?<\/a>)|<code>(\w+)<\/code>/g, (whole, anchor: string | undefined, name: string | undefined) => {
    if (anchor || !name) return whole;
    const route = targets.apiRoute(name);
    return route && route !== selfRoute ? `<a href="${route}"><code>${name}</code></a>` : whole;
  });
}

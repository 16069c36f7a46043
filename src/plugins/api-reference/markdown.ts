/**
 * JSDoc Markdown → HTML, and the link rewriting done on every build (it
 * depends on which docs pages exist, which changes without a package upgrade).
 */
import {Marked} from 'marked';
import {escapeHtml} from '../../modules/ads/htmlText';

const NAMED_REFERENCES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};

/**
 * marked leaves character references in link destinations as written, and
 * the browser would decode them (`&#106;avascript:` is `javascript:`). They
 * are decoded here so that the URL checked is the URL written out; any other
 * named reference stays literal text, escaped.
 */
function decodeCharacterReferences(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED_REFERENCES[name];
    const codePoint = decimal ? Number(decimal) : parseInt(hex!, 16);
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
  });
}

/** Schemes a link or image may use; relative URLs and `#fragments` resolve to https and pass too. */
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * The URL to write for a link or image destination, or null when it may not
 * be one (`javascript:`, `data:`, any other scheme). Checked as the browser
 * reads it: the WHATWG parser drops the tabs and newlines of `java\tscript:`.
 */
function safeUrl(destination: string): string | null {
  try {
    // As marked does: percent-encode what is not allowed in a URL, keeping existing escapes.
    const url = encodeURI(decodeCharacterReferences(destination)).replace(/%25/g, '%');
    return ALLOWED_SCHEMES.has(new URL(url, 'https://relative.invalid/').protocol) ? url : null;
  } catch {
    return null;
  }
}

function titleAttribute(title: string | null | undefined): string {
  return title ? ` title="${escapeHtml(decodeCharacterReferences(title))}"` : '';
}

// JSDoc mentions tags (`<body>`, `<Box />`) as prose; they are shown, never
// parsed as HTML. A link or image to a URL no page should open is its text.
const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html: ({text}) => escapeHtml(text),
    link({href, title, text: source, tokens, autolink}) {
      const text = autolink ? escapeHtml(source) : this.parser.parseInline(tokens);
      const url = safeUrl(href);
      return url === null ? text : `<a href="${escapeHtml(url)}"${titleAttribute(title)}>${text}</a>`;
    },
    image({href, title, text: source, tokens}) {
      const text = escapeHtml(tokens ? this.parser.parseInline(tokens, this.parser.textRenderer) : source);
      const url = safeUrl(href);
      return url === null ? text : `<img src="${escapeHtml(url)}" alt="${text}"${titleAttribute(title)}>`;
    },
  },
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

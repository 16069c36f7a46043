/**
 * Ad HTML without a DOM or DOMPurify: the HTML that is safe as it is, and the
 * plain text the server renders, which an ad shows until the sanitiser
 * (loaded with the first ad that needs it) is there.
 */

/**
 * Text (with character references, without `<`, `>` or a bare `&`) and the
 * attribute-free emphasis and line-break tags the sanitiser keeps. Parsing
 * such HTML can create nothing else, so DOMPurify would return the same DOM:
 * it is rendered as it is (the site's own ads are written so).
 */
const SAFE_AS_IS = /^(?:[^<>&]|&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});|<\/?(?:b|strong|em|i)>|<br\s*\/?>)*$/i;

export function isSafeAsIs(html: string): boolean {
  return SAFE_AS_IS.test(html);
}

/** `& < > " '` as entities: the text can go inside an element or an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Without a DOM (server rendering): every tag removed, with the content of
 * raw-text elements such as `<script>`; what is left is text, escaped except
 * for the character references already in it (so `&amp;` stays one `&`).
 */
export function stripHtmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style|template|iframe|noscript|noembed|noframes|textarea|title|xmp|svg|math)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(/<\/?[a-z!?/][^>]*(?:>|$)/gi, '');
  return text
    .replace(/&(?!#\d{1,7};|#x[0-9a-f]{1,6};|[a-z][a-z0-9]{1,31};)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

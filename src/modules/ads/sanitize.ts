/**
 * Ad descriptions are HTML (in-house records use `<b>`, the feed's come from a
 * third party). They are rendered with `dangerouslySetInnerHTML`, so they go
 * through `sanitizeAdHtml` first.
 */
import createDOMPurify, {type Config, type DOMPurify, type WindowLike} from 'dompurify';

/** Inline emphasis, line breaks and links; nothing else survives. */
export const AD_HTML_ALLOWED_TAGS = ['a', 'b', 'strong', 'em', 'i', 'br'] as const;
export const AD_HTML_ALLOWED_ATTRIBUTES = ['href', 'title'] as const;
/** Every link opens a new tab and tells the target it is a sponsored link. */
export const AD_LINK_TARGET = '_blank';
export const AD_LINK_REL = 'noopener sponsored';
/**
 * http(s) and mailto links, or links without a scheme (relative, `#…`).
 * DOMPurify removes whitespace and control characters before testing, and the
 * HTML parser has already decoded entities, so `jav&#x09;ascript:` fails too.
 */
export const AD_HTML_ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  ALLOWED_TAGS: [...AD_HTML_ALLOWED_TAGS],
  ALLOWED_ATTR: [...AD_HTML_ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: AD_HTML_ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

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

let purifier: {root: WindowLike; instance: DOMPurify} | null = null;

/** A DOMPurify of our own: the link hook must not leak into other users of the global instance. */
function adPurifier(root: WindowLike): DOMPurify {
  if (purifier?.root !== root) {
    const instance = createDOMPurify(root);
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName.toLowerCase() === 'a') {
        node.setAttribute('target', AD_LINK_TARGET);
        node.setAttribute('rel', AD_LINK_REL);
      }
    });
    purifier = {root, instance};
  }
  return purifier.instance;
}

/** Safe HTML for an ad description; call it in the browser (or jsdom). */
export function sanitizeAdHtml(html: string): string {
  if (typeof window === 'undefined') return stripHtmlToText(html);
  return adPurifier(window).sanitize(html, CONFIG);
}

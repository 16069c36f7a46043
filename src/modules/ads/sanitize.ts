/**
 * Ad descriptions are HTML (in-house records use `<b>`, the feed's come from a
 * third party). They are rendered with `dangerouslySetInnerHTML`, so they go
 * through `sanitizeAdHtml` first.
 */
import createDOMPurify, {type Config, type DOMPurify, type WindowLike} from 'dompurify';
import {stripHtmlToText} from './htmlText';

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

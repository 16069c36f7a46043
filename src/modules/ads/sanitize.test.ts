import DOMPurify from 'dompurify';
import inHouseAds from '../../data/inHouseAds.json';
import {escapeHtml, sanitizeAdHtml, stripHtmlToText} from './sanitize';

const ALLOWED_TAGS = new Set(['a', 'b', 'strong', 'em', 'i', 'br']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'target', 'rel']);

function parse(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template;
}

/** Everything the rules forbid, checked on the parsed output. */
function expectSafe(output: string) {
  // Text `<` is serialised as `&lt;`: every `<` left opens or closes an allowed tag.
  expect(output).not.toMatch(/<(?!\/?(?:a|b|strong|em|i|br)[\s>])/i);
  for (const element of Array.from(parse(output).content.querySelectorAll('*'))) {
    expect(ALLOWED_TAGS).toContain(element.localName);
    for (const attribute of Array.from(element.attributes)) {
      expect(ALLOWED_ATTRIBUTES).toContain(attribute.name);
    }
    if (element.localName === 'a') {
      expect(element.getAttribute('target')).toBe('_blank');
      expect(element.getAttribute('rel')).toBe('noopener sponsored');
      // A URL's scheme as browsers read it: tabs, newlines and surrounding spaces ignored.
      const href = (element.getAttribute('href') ?? '').replace(/[\u0000-\u0020]/g, '');
      expect(href).not.toMatch(/^(?:javascript|vbscript|data):/i);
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1].toLowerCase();
      if (scheme !== undefined) expect(['http', 'https', 'mailto']).toContain(scheme);
    }
  }
}

const hostile: Array<[string, string]> = [
  ['script tag', '<script>alert(1)</script>Hello'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['split script tag', '<<script>script>alert(1)<</script>/script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['event handler on an allowed tag', '<b onclick="alert(1)" onmouseover=alert(2)>Bold</b>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['entity-encoded javascript: link', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['hex entities and &colon;', '<a href="&#x6A;avascript&colon;alert(1)">x</a>'],
  ['leading whitespace', '<a href="  \n\tjavascript:alert(1)">x</a>'],
  ['tab inside the scheme', '<a href="java\tscript:alert(1)">x</a>'],
  ['encoded newline inside the scheme', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ['NUL inside the scheme', '<a href="java&#0;script:alert(1)">x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['upper-case data: link', '<a href="DATA:text/html,<script>alert(1)</script>">x</a>'],
  ['data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
  ['SVG onload', '<svg onload=alert(1)><circle r="5"/></svg>'],
  ['SVG script', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['SVG animate', '<svg><animate attributeName="href" to="javascript:alert(1)"/></svg>'],
  ['MathML mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['style element', '<style>body{display:none}</style>Text'],
  ['style attribute', '<b style="background:url(javascript:alert(1))">x</b>'],
  ['form', '<form action="https://evil.example"><input name="q"><button formaction="javascript:alert(1)">Go</button></form>'],
  ['object and embed', '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">'],
  ['meta refresh and base', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example/">'],
  ['noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['comment', '<!--<script>alert(1)</script>--><b>ok</b>'],
  ['nested markup with a handler', '<strong><em><a href="https://ok.example/" onmouseover="alert(1)">nested</a></em></strong>'],
  ['unclosed tags', '<b>unclosed <i>tags <a href="https://ok.example/">link'],
  ['unclosed hostile tag', '<img src=x onerror=alert(1)'],
  ['target and rel override', '<a href="https://ok.example/" target="_self" rel="opener">x</a>'],
  ['foreign attributes on a link', '<a href="https://ok.example/" class="c" id="i" name="n" style="s" data-x="1" aria-label="a" ping="https://evil.example/">x</a>'],
  ['link in a form attribute', '<a href="https://ok.example/" formaction="javascript:alert(1)">x</a>'],
];

describe('sanitizeAdHtml', () => {
  it(`is tested against ${hostile.length} hostile descriptions`, () => {
    expect(hostile.length).toBeGreaterThanOrEqual(20);
  });

  it.each(hostile)('neutralises %s', (_, html) => {
    const output = sanitizeAdHtml(html);
    expectSafe(output);
    expect(output).not.toMatch(/<(?:script|img|svg|math|iframe|style|form|input|button|object|embed|meta|base|noscript|template)/i);
    expect(output).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('drops scripts with their content and keeps the text around them', () => {
    expect(sanitizeAdHtml('<script>alert(1)</script>Hello')).toBe('Hello');
    expect(sanitizeAdHtml('<style>body{display:none}</style>Text')).toBe('Text');
    expect(sanitizeAdHtml('<b onclick="alert(1)" onmouseover=alert(2)>Bold</b>')).toBe('<b>Bold</b>');
  });

  it('removes a dangerous href but keeps the link text', () => {
    for (const html of ['<a href="javascript:alert(1)">x</a>', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a href="data:text/html,hi">x</a>']) {
      const link = parse(sanitizeAdHtml(html)).content.querySelector('a')!;
      expect(link.hasAttribute('href')).toBe(false);
      expect(link.textContent).toBe('x');
    }
  });

  it('keeps the allowed markup', () => {
    const output = sanitizeAdHtml('<b>MUI X</b> <strong>Pro</strong> <em>and</em> <i>Premium</i><br>now');
    expect(output).toBe('<b>MUI X</b> <strong>Pro</strong> <em>and</em> <i>Premium</i><br>now');
  });

  it('keeps links with their href and title, opening a new tab as a sponsored link', () => {
    const output = sanitizeAdHtml('<a href="https://ok.example/path?q=1#h" title="Read more">Read</a>');
    const link = parse(output).content.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://ok.example/path?q=1#h');
    expect(link.getAttribute('title')).toBe('Read more');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener sponsored');
    expect(link.textContent).toBe('Read');
  });

  it('keeps relative, anchor and mailto links', () => {
    for (const href of ['/x/introduction/licensing/', '#pro', 'mailto:sales@example.com', 'http://ok.example/']) {
      expect(parse(sanitizeAdHtml(`<a href="${href}">x</a>`)).content.querySelector('a')!.getAttribute('href')).toBe(href);
    }
  });

  it('overrides the target and rel a description sets', () => {
    const link = parse(sanitizeAdHtml('<a href="https://ok.example/" target="_self" rel="opener">x</a>')).content.querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener sponsored');
  });

  it('closes unclosed allowed tags and keeps nested allowed markup', () => {
    expect(sanitizeAdHtml('<b>unclosed <i>tags')).toBe('<b>unclosed <i>tags</i></b>');
    const nested = parse(sanitizeAdHtml('<strong><em><a href="https://ok.example/" onmouseover="alert(1)">nested</a></em></strong>')).content;
    expect(nested.querySelector('strong > em > a')!.textContent).toBe('nested');
  });

  it('keeps text as text', () => {
    expect(sanitizeAdHtml('Tom &amp; Jerry &lt;3')).toBe('Tom &amp; Jerry &lt;3');
    expect(sanitizeAdHtml('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
  });

  it('lets the in-house descriptions through unchanged', () => {
    for (const ad of inHouseAds) {
      expect(sanitizeAdHtml(ad.description)).toBe(ad.description);
    }
  });

  it('leaves the global DOMPurify instance without the link hook', () => {
    sanitizeAdHtml('<a href="https://ok.example/">x</a>');
    expect(DOMPurify.sanitize('<a href="https://ok.example/">x</a>')).toBe('<a href="https://ok.example/">x</a>');
  });
});

describe('stripHtmlToText (no DOM)', () => {
  it.each([
    ['<b>MUI X</b> Pro', 'MUI X Pro'],
    ['<script>alert(1)</script>Hello', 'Hello'],
    ['<style>b{}</style><SCRIPT >x</SCRIPT >Text', 'Text'],
    ['<a href="javascript:alert(1)" onclick="x">link</a>', 'link'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src=x onerror=alert(1)', ''],
    ['<!-- <b>hidden</b> -->shown', 'shown'],
    ['<svg><script>alert(1)</script></svg>after', 'after'],
    ['1 < 2 > 0', '1 &lt; 2 &gt; 0'],
    ['Tom &amp; Jerry & "friends" \'n\' co', 'Tom &amp; Jerry &amp; &quot;friends&quot; &#39;n&#39; co'],
    // The inner `<script>` runs to the first `</script>`; what is left, `</script>`, is a tag.
    ['<<script>script>alert(1)<</script>/script>', ''],
    ['a <b', 'a '],
  ])('turns %p into %p', (html, text) => {
    expect(stripHtmlToText(html)).toBe(text);
  });

  it('never leaves a tag', () => {
    for (const [, html] of hostile) {
      expect(stripHtmlToText(html)).not.toMatch(/</);
    }
  });
});

it('escapes text for elements and attributes', () => {
  expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;');
});

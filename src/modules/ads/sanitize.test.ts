import DOMPurify from 'dompurify';
import inHouseAds from '../../data/inHouseAds.json';
import {HOSTILE_AD_HTML as hostile} from './hostileHtml.fixture';
import {sanitizeAdHtml} from './sanitize';

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

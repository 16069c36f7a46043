import {HOSTILE_AD_HTML as hostile} from './hostileHtml.fixture';
import inHouseAds from '../../data/inHouseAds.json';
import {escapeHtml, isSafeAsIs, stripHtmlToText} from './htmlText';
import {sanitizeAdHtml} from './sanitize';

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

describe('isSafeAsIs', () => {
  /** The DOM a browser builds from the HTML, serialised. */
  const parsed = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.innerHTML;
  };

  const safe = [
    'Plain text',
    '<b>MUI X Pro</b> unlocks the Pro Data Grid.',
    '<strong>Acme</strong> - <em>fast</em> <i>grids</i><br>now<br/>and <BR />later',
    'Tom &amp; Jerry &lt;3 &#169; &#xA9;',
    '<b>unclosed <i>tags',
    '</b>stray end tag',
    '',
  ];

  it.each(safe)('accepts %p, which DOMPurify would turn into the same DOM', (html) => {
    expect(isSafeAsIs(html)).toBe(true);
    expect(parsed(html)).toBe(parsed(sanitizeAdHtml(html)));
  });

  it('accepts every in-house ad description', () => {
    for (const ad of inHouseAds) expect(isSafeAsIs(ad.description)).toBe(true);
  });

  it.each([
    ['a link', '<a href="https://ok.example/">x</a>'],
    ['an attribute on an allowed tag', '<b class="x">x</b>'],
    ['another tag', '<span>x</span>'],
    ['a bare ampersand', 'Tom & Jerry'],
    ['a text >', '1 > 0'],
    ['a comment', '<!-- x -->'],
    ['a tag split by whitespace', '< b>x'],
  ])('leaves %s to DOMPurify', (_, html) => {
    expect(isSafeAsIs(html)).toBe(false);
  });

  it('leaves every hostile description to DOMPurify', () => {
    for (const [, html] of hostile) expect(isSafeAsIs(html)).toBe(false);
  });
});

import {HOSTILE_AD_HTML as hostile} from './hostileHtml.fixture';
import {escapeHtml, stripHtmlToText} from './htmlText';

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

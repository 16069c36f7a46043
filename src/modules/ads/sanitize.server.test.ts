/**
 * @jest-environment node
 */
import {sanitizeAdHtml} from './sanitize';

it('strips every tag and escapes the text when there is no window', () => {
  expect(typeof window).toBe('undefined');
  expect(sanitizeAdHtml('<b>MUI X</b> Pro &amp; Premium')).toBe('MUI X Pro &amp; Premium');
  expect(sanitizeAdHtml('<script>alert(1)</script><a href="javascript:alert(1)">x</a> & y < z')).toBe('x &amp; y &lt; z');
});

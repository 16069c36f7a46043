import {createHash} from 'node:crypto';
import {collectInlineScriptHashes, cspHash, inlineScriptHashes} from './inlineScripts';

const sha = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

it('hashes a script as CSP does: the base64 SHA-256 of its exact text', () => {
  // The example of the CSP specification's hash source: "alert('Hello, world.');".
  expect(cspHash("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
});

it('hashes inline scripts as written, character references and whitespace included', () => {
  const code = '\n  if (a && b < c) document.title = "&amp;";\n';
  const {scripts} = inlineScriptHashes([`<html><head><script>${code}</script></head></html>`]);
  expect(scripts).toEqual([sha(code)]);
});

it('hashes event handler attributes once their character references are decoded, as the DOM holds them', () => {
  const {handlers} = inlineScriptHashes([
    `<link rel=stylesheet href=a.css media=print onload='this.media="all"'>`,
    `<img src=x.png onerror="this.alt=&quot;x&quot;" ONCLICK=go()>`,
  ]);
  expect(handlers).toEqual([sha('this.media="all"'), sha('this.alt="x"'), sha('go()')].sort());
});

it.each([
  ['a script with a src', '<script src="/main.js"></script>'],
  ['structured data', '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>'],
  ['a template', '<script type="text/template"><b>x</b></script>'],
])('leaves out %s, which is no inline code', (_, html) => {
  expect(inlineScriptHashes([html])).toEqual({scripts: [], handlers: []});
});

it('keeps each distinct script once, across pages', () => {
  const into = {scripts: new Set<string>(), handlers: new Set<string>()};
  collectInlineScriptHashes('<script>a()</script><script type="module">b()</script>', into);
  collectInlineScriptHashes('<SCRIPT type="text/javascript">a()</SCRIPT>', into);
  expect([...into.scripts].sort()).toEqual([sha('a()'), sha('b()')].sort());
});

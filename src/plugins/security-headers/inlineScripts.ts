/**
 * The inline code of built HTML pages, hashed as a browser hashes it for a
 * Content-Security-Policy: a <script>'s text exactly as written (after HTML
 * minification, which is why this reads the built files), and an event
 * handler attribute's value once its character references are decoded.
 */
import {createHash} from 'node:crypto';
import {Parser} from 'htmlparser2';
import type {InlineScriptHashes} from './policy';

/** Script types a browser runs; any other (application/ld+json…) is data, outside the policy. */
const EXECUTED_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export function cspHash(code: string): string {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}

/** Adds the hashes of one page's inline scripts and event handlers to `into`. */
export function collectInlineScriptHashes(html: string, into: {scripts: Set<string>; handlers: Set<string>}): void {
  let script: {text: string} | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on[a-z]+$/.test(attribute)) into.handlers.add(cspHash(value));
        }
        const type = (attributes.type ?? '').trim().toLowerCase();
        if (name === 'script' && !('src' in attributes) && EXECUTED_TYPES.has(type)) script = {text: ''};
      },
      ontext(text) {
        if (script) script.text += text;
      },
      onclosetag(name) {
        if (name === 'script' && script) {
          into.scripts.add(cspHash(script.text));
          script = null;
        }
      },
    },
    {decodeEntities: true, lowerCaseAttributeNames: true},
  );
  parser.write(html);
  parser.end();
}

export function inlineScriptHashes(pages: Iterable<string>): InlineScriptHashes {
  const into = {scripts: new Set<string>(), handlers: new Set<string>()};
  for (const html of pages) collectInlineScriptHashes(html, into);
  return {scripts: [...into.scripts].sort(), handlers: [...into.handlers].sort()};
}

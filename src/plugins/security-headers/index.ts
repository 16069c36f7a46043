/**
 * Writes the site's production response headers into `_headers` at the root
 * of the build (README, "Deploying"): for each locale's pages, a
 * Content-Security-Policy whose script hashes come from the HTML this build
 * wrote, and the other security headers. `npm run serve` and the browser
 * tests serve the build with this very file (scripts/serve.mjs).
 */
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {formatHeadersFile, parseHeadersFile, replaceHeadersRules} from './headersFile.mjs';
import {inlineScriptHashes} from './inlineScripts';
import {contentSecurityPolicy, STATIC_SECURITY_HEADERS, type PolicySources} from './policy';

export const HEADERS_FILE = '_headers';

/** Cloudflare Pages reads at most 2,000 characters per `_headers` line (name included); the policy must fit on one. */
export const MAX_HEADER_LINE_LENGTH = 2000;

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(file);
    else if (entry.name.endsWith('.html')) yield file;
  }
}

/** The folder the host serves as `/`: a locale's outDir is that folder plus the locale's base URL. */
export function siteRootOf(outDir: string, baseUrl: string): string {
  const depth = baseUrl.split('/').filter(Boolean).length;
  return path.resolve(outDir, ...Array<string>(depth).fill('..'));
}

export default function securityHeadersPlugin(context: Pick<LoadContext, 'baseUrl'>, options: {sources: PolicySources}): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const hashes = inlineScriptHashes((function* pages() {
        for (const file of htmlFiles(outDir)) yield readFileSync(file, 'utf8');
      })());
      const policy = contentSecurityPolicy(options.sources, hashes);
      const line = formatHeadersFile([{path: '', headers: [['Content-Security-Policy', policy]]}]).split('\n')[1];
      if (line.length > MAX_HEADER_LINE_LENGTH) {
        throw new Error(
          `security-headers: the Content-Security-Policy line is ${line.length} characters, over the ${MAX_HEADER_LINE_LENGTH} static hosts read ` +
            `(${hashes.scripts.length} distinct inline scripts); keep inline scripts the same on every page, or move them into files`,
        );
      }
      const file = path.join(siteRootOf(outDir, context.baseUrl), HEADERS_FILE);
      const existing = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
      const rules = [
        {path: `${context.baseUrl}*`, headers: [['Content-Security-Policy', policy] as [string, string]]},
        // Every response of the host, the locales' pages and anything else it serves.
        {path: '/*', headers: Object.entries(STATIC_SECURITY_HEADERS)},
      ];
      writeFileSync(file, formatHeadersFile(replaceHeadersRules(existing, rules)));
    },
  };
}

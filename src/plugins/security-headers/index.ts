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

/** Some hosts and proxies refuse a response whose headers pass 8 KB; the policy stays well under. */
const MAX_POLICY_LENGTH = 4096;

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
      if (policy.length > MAX_POLICY_LENGTH) {
        throw new Error(
          `security-headers: the Content-Security-Policy is ${policy.length} characters (${hashes.scripts.length} distinct inline scripts); ` +
            `keep inline scripts the same on every page, or move them into files`,
        );
      }
      const file = path.join(siteRootOf(outDir, context.baseUrl), HEADERS_FILE);
      const existing = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
      const rule = {path: `${context.baseUrl}*`, headers: [['Content-Security-Policy', policy] as [string, string], ...Object.entries(STATIC_SECURITY_HEADERS)]};
      writeFileSync(file, formatHeadersFile(replaceHeadersRules(existing, [rule])));
    },
  };
}

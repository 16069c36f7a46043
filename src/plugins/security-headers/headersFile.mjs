// The `_headers` file static hosts read (Netlify, Cloudflare Pages and
// others): a path pattern on its own line, then its headers indented, one
// `Name: value` a line. Plain JavaScript so that the site's own server
// (scripts/serve.mjs) applies exactly the file the build wrote.

/** @typedef {{path: string, headers: Array<[string, string]>}} HeadersRule */

/**
 * @param {HeadersRule[]} rules
 * @returns {string}
 */
export function formatHeadersFile(rules) {
  return rules.map(({path, headers}) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n') + '\n';
}

/**
 * Reads a `_headers` file; a line that is neither a path nor an indented
 * header under one is an error naming the line, not a header silently lost.
 * @param {string} text
 * @returns {HeadersRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeadersRule[]} */
  const rules = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({path: line.trim(), headers: []});
      return;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator < 0) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path`);
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  });
  return rules;
}

/**
 * The rules after `replacement` has taken the place of the rules for its
 * paths: each locale's build writes its own paths and keeps the others'.
 * @param {HeadersRule[]} rules
 * @param {HeadersRule[]} replacement
 */
export function replaceHeadersRules(rules, replacement) {
  const replaced = new Set(replacement.map((rule) => rule.path));
  return [...rules.filter((rule) => !replaced.has(rule.path)), ...replacement].sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The headers for a request path: those of every rule whose pattern matches
 * it (`*` matches any run of characters, as on the hosts that read the file).
 * @param {HeadersRule[]} rules
 * @param {string} pathname
 * @returns {Array<[string, string]>}
 */
export function headersFor(rules, pathname) {
  return rules.filter((rule) => patternToRegExp(rule.path).test(pathname)).flatMap((rule) => rule.headers);
}

/** @param {string} pattern */
function patternToRegExp(pattern) {
  return new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
}

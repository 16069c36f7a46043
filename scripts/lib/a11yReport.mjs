// What `npm run check:a11y` (scripts/check-a11y.mjs) makes of axe's results:
// the violations that count (serious and critical, outside the allowlist) and
// a per-rule summary. Pure, so it is tested without a browser.

/** @typedef {{id: string, impact?: string | null, help: string, nodes: Array<{target: unknown[], any?: Array<{data?: any}>, html?: string}>}} AxeViolation */
/** @typedef {{rule: string, selector: string, reason: string}} AllowlistEntry */
/** @typedef {{page: string, mode: string, rule: string, impact: string, help: string, target: string, detail: string}} Finding */

export const COUNTED_IMPACTS = new Set(['serious', 'critical']);

/**
 * Reads the allowlist: violations inside a package's own DOM that cannot be
 * fixed from outside. Each entry needs a rule, a selector and a reason.
 * @param {unknown} json
 * @returns {AllowlistEntry[]}
 */
export function parseAllowlist(json) {
  const entries = /** @type {any} */ (json)?.entries;
  if (!Array.isArray(entries)) throw new Error('a11y allowlist: expected {"entries": [...]}');
  return entries.map((entry, index) => {
    for (const field of ['rule', 'selector', 'reason']) {
      if (typeof entry?.[field] !== 'string' || entry[field].trim() === '') {
        throw new Error(`a11y allowlist: entry ${index} has no ${field}`);
      }
    }
    return {rule: entry.rule, selector: entry.selector, reason: entry.reason};
  });
}

/**
 * A node's target as one CSS selector path (axe gives an array; shadow DOM and
 * frames nest further arrays).
 * @param {unknown[]} target
 */
export const targetText = (target) => target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part))).join(' >> ');

/**
 * What to print for a node: the colours and ratio for contrast rules, else its HTML's start.
 * @param {{any?: Array<{data?: any}>, html?: string}} node
 */
export function nodeDetail(node) {
  const data = node.any?.find((check) => check.data && typeof check.data === 'object' && 'contrastRatio' in check.data)?.data;
  if (data?.fgColor) return `${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1 (needs ${data.expectedContrastRatio})`;
  // link-in-text-block: the link's colour against the text around it.
  if (data?.nodeColor) return `link ${data.nodeColor} in text ${data.parentColor}, ${data.contrastRatio}:1 (needs ${data.requiredContrastRatio}:1 or an underline)`;
  return (node.html ?? '').replace(/\s+/g, ' ').slice(0, 120);
}

/**
 * The findings of one page: serious and critical nodes not allowed by the allowlist.
 * `matches(violation, nodeIndex, selector)` says whether that node lies inside an element the selector matches
 * (the browser answers it; tests pass a fake).
 * @param {{page: string, mode: string, violations: AxeViolation[], allowlist: AllowlistEntry[], matches: (violation: AxeViolation, nodeIndex: number, selector: string) => boolean}} input
 * @returns {Finding[]}
 */
export function findingsOf({page, mode, violations, allowlist, matches}) {
  /** @type {Finding[]} */
  const findings = [];
  for (const violation of violations) {
    const impact = violation.impact ?? 'unknown';
    if (!COUNTED_IMPACTS.has(impact)) continue;
    violation.nodes.forEach((node, index) => {
      const allowed = allowlist.some((entry) => entry.rule === violation.id && matches(violation, index, entry.selector));
      if (allowed) return;
      findings.push({page, mode, rule: violation.id, impact, help: violation.help, target: targetText(node.target), detail: nodeDetail(node)});
    });
  }
  return findings;
}

/**
 * Per rule: impact, how many pages and nodes, and the most frequent details
 * (the site-wide culprits first).
 * @param {Finding[]} findings
 * @param {{examples?: number}} [options]
 */
export function summarize(findings, {examples = 5} = {}) {
  /** @type {Map<string, {rule: string, impact: string, help: string, pages: Set<string>, nodes: number, details: Map<string, {count: number, target: string, page: string}>}>} */
  const rules = new Map();
  for (const finding of findings) {
    let rule = rules.get(finding.rule);
    if (!rule) {
      rule = {rule: finding.rule, impact: finding.impact, help: finding.help, pages: new Set(), nodes: 0, details: new Map()};
      rules.set(finding.rule, rule);
    }
    rule.pages.add(`${finding.mode} ${finding.page}`);
    rule.nodes += 1;
    const key = `${finding.detail}`;
    const detail = rule.details.get(key) ?? {count: 0, target: finding.target, page: finding.page};
    detail.count += 1;
    rule.details.set(key, detail);
  }
  return [...rules.values()]
    .sort((a, b) => b.pages.size - a.pages.size || a.rule.localeCompare(b.rule))
    .map((rule) => ({
      rule: rule.rule,
      impact: rule.impact,
      help: rule.help,
      pages: rule.pages.size,
      nodes: rule.nodes,
      top: [...rule.details.entries()]
        .sort((a, b) => b[1].count - a[1].count)
        .slice(0, examples)
        .map(([detail, {count, target, page}]) => ({count, detail, target, page})),
    }));
}

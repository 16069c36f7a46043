/** @jest-environment node */
import {findingsOf, nodeDetail, parseAllowlist, summarize, targetText} from './a11yReport.mjs';

/**
 * @param {string} target
 * @param {string} fg
 * @param {number} ratio
 */
const contrastNode = (target, fg, ratio) => ({
  target: [target],
  any: [{data: {fgColor: fg, bgColor: '#ffffff', contrastRatio: ratio, expectedContrastRatio: '4.5:1'}}],
});

const violations = [
  {id: 'color-contrast', impact: 'serious', help: 'Elements must meet minimum color contrast ratio thresholds', nodes: [contrastNode('.menu__link--active', '#0073e6', 3.99), contrastNode('.MuiDataGrid-cell', '#999999', 2.8)]},
  {id: 'region', impact: 'moderate', help: 'All page content should be contained by landmarks', nodes: [{target: ['#x'], html: '<div id="x">'}]},
  {id: 'label', impact: 'critical', help: 'Form elements must have labels', nodes: [{target: [['my-host', 'input']], html: '<input   type="text">'}]},
];

describe('findingsOf', () => {
  it('keeps serious and critical nodes, drops milder ones, and drops what the allowlist covers', () => {
    const allowlist = [{rule: 'color-contrast', selector: '.MuiDataGrid-root', reason: 'inside the grid'}];
    const findings = findingsOf({
      page: '/x/a/',
      mode: 'light',
      violations,
      allowlist,
      matches: (violation, index, selector) => selector === '.MuiDataGrid-root' && targetText(violation.nodes[index].target).startsWith('.MuiDataGrid'),
    });
    expect(findings.map((f) => `${f.rule} ${f.impact} ${f.target}`)).toEqual(['color-contrast serious .menu__link--active', 'label critical my-host >> input']);
    expect(findings[0].detail).toBe('#0073e6 on #ffffff, 3.99:1 (needs 4.5:1)');
    expect(findings[1].detail).toBe('<input type="text">');
  });

  it('applies an allowlist entry only to its own rule', () => {
    const findings = findingsOf({page: '/x/a/', mode: 'dark', violations, allowlist: [{rule: 'label', selector: '.MuiDataGrid-root', reason: 'r'}], matches: () => true});
    expect(findings.map((f) => f.rule)).toEqual(['color-contrast', 'color-contrast']);
  });
});

describe('summarize', () => {
  it('counts pages and nodes per rule, most widespread rule first, most frequent detail first', () => {
    /**
     * @param {string} page
     * @param {string} rule
     * @param {string} detail
     */
    const finding = (page, rule, detail) => ({page, mode: 'light', rule, impact: 'serious', help: rule, target: '.t', detail});
    const summary = summarize([
      finding('/x/a/', 'label', 'input'),
      finding('/x/a/', 'color-contrast', 'rare'),
      finding('/x/a/', 'color-contrast', 'common'),
      finding('/x/b/', 'color-contrast', 'common'),
      finding('/x/b/', 'color-contrast', 'common'),
    ]);
    expect(summary.map((rule) => [rule.rule, rule.pages, rule.nodes])).toEqual([
      ['color-contrast', 2, 4],
      ['label', 1, 1],
    ]);
    expect(summary[0].top.map((top) => [top.detail, top.count])).toEqual([
      ['common', 3],
      ['rare', 1],
    ]);
  });

  it('counts a page once per mode', () => {
    const summary = summarize(['light', 'dark'].map((mode) => ({page: '/x/a/', mode, rule: 'r', impact: 'serious', help: 'r', target: 't', detail: 'd'})));
    expect(summary[0].pages).toBe(2);
  });
});

describe('parseAllowlist', () => {
  it('reads entries with a rule, a selector and a reason', () => {
    expect(parseAllowlist({entries: [{rule: 'color-contrast', selector: '.MuiDataGrid-root', reason: 'mui/mui-x#1'}]})).toHaveLength(1);
  });

  it('says which entry lacks what', () => {
    expect(() => parseAllowlist({entries: [{rule: 'label', selector: '.x', reason: ''}]})).toThrow('entry 0 has no reason');
    expect(() => parseAllowlist([])).toThrow('expected {"entries": [...]}');
  });
});

it('prints a contrast node as its colours and ratio, a link in text as its colour against the text', () => {
  expect(nodeDetail(contrastNode('.a', '#8d949e', 3.06))).toBe('#8d949e on #ffffff, 3.06:1 (needs 4.5:1)');
  const link = {target: ['a'], any: [{data: {nodeColor: '#66b2ff', parentColor: '#b2bac2', contrastRatio: 2.94, requiredContrastRatio: 3}}]};
  expect(nodeDetail(link)).toBe('link #66b2ff in text #b2bac2, 2.94:1 (needs 3:1 or an underline)');
});

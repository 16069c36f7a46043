/**
 * The ad slot's reserved space (behaviour reference §7, Dimensions): minimum
 * height 142 px below the `sm` breakpoint (600 px), 126 px from 600 px up, and
 * 3 spacing units (24 px at the default spacing of 8) above and below.
 *
 * Unit level: the CSS module's text is read and its `.slot` rules are applied
 * for a given viewport width, with the custom properties the slot's box
 * (AdFrame) sets from src/modules/ads/constants.ts. A browser check at 390 px
 * is separate.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createElement} from 'react';
import {render} from '@testing-library/react';
import {AD_HEIGHT, AD_HEIGHT_MOBILE, AD_MARGIN_BOTTOM, AD_MARGIN_TOP} from '@site/src/modules/ads/constants';
import {DEFAULT_SPACING} from '@site/src/modules/themeState';
import AdFrame from './AdFrame';

const CSS_TEXT = readFileSync(path.join(__dirname, 'styles.module.css'), 'utf8');

type Rule = {media: string | null; selectors: string[]; declarations: Array<[string, string]>};

/** Style rules of a flat stylesheet, with the @media condition each sits in (one level of nesting, as CSS modules here have). */
function parseRules(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  const walk = (source: string, media: string | null) => {
    let index = 0;
    while (index < source.length) {
      const open = source.indexOf('{', index);
      if (open === -1) break;
      const prelude = source.slice(index, open).trim();
      // The matching brace, counting nested blocks.
      let depth = 1;
      let close = open + 1;
      for (; depth > 0; close += 1) {
        if (close >= source.length) throw new Error(`Unbalanced braces after "${prelude}"`);
        if (source[close] === '{') depth += 1;
        if (source[close] === '}') depth -= 1;
      }
      const body = source.slice(open + 1, close - 1);
      if (prelude.startsWith('@media')) {
        walk(body, prelude.slice('@media'.length).trim());
      } else {
        const declarations = body
          .split(';')
          .map((declaration) => declaration.trim())
          .filter(Boolean)
          .map((declaration): [string, string] => {
            const colon = declaration.indexOf(':');
            return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
          });
        rules.push({media, selectors: prelude.split(',').map((selector) => selector.trim()), declarations});
      }
      index = close;
    }
  };
  walk(text, null);
  return rules;
}

/** Whether a media condition holds at this viewport width; only the width conditions this file may use are understood. */
function mediaMatches(media: string | null, width: number): boolean {
  if (media === null) return true;
  const minWidth = media.match(/^\(min-width: *(\d+(?:\.\d+)?)px\)$/);
  if (minWidth) return width >= Number(minWidth[1]);
  const maxWidth = media.match(/^\(max-width: *(\d+(?:\.\d+)?)px\)$/);
  if (maxWidth) return width <= Number(maxWidth[1]);
  throw new Error(`Unexpected media condition "${media}"`);
}

/** The winning value of `property` on an element with these classes (simple class selectors, all of the same specificity: the last rule wins). */
function computedValue(rules: Rule[], classes: string[], property: string, width: number): string | undefined {
  let value: string | undefined;
  for (const rule of rules) {
    const applies = rule.selectors.some((selector) => {
      const compound = selector.match(/^(?:\.[A-Za-z_][\w-]*)+$/);
      return compound !== null && selector.split('.').filter(Boolean).every((name) => classes.includes(name));
    });
    if (!applies || !mediaMatches(rule.media, width)) continue;
    for (const [name, declared] of rule.declarations) {
      if (name === property) value = declared;
    }
  }
  return value;
}

/** The slot box as AdFrame renders it: its inline custom properties and margins. */
function slotStyle(): CSSStyleDeclaration {
  const {container} = render(createElement(AdFrame, {kind: 'waiting'}));
  const slot = container.querySelector<HTMLElement>('[data-ad-slot]');
  expect(slot).not.toBeNull();
  return slot!.style;
}

/** `var(--name)` replaced by the slot box's inline value of `--name`. */
function resolveVariables(value: string, style: CSSStyleDeclaration): string {
  return value.replace(/var\((--[\w-]+)\)/g, (_match, name: string) => {
    const resolved = style.getPropertyValue(name).trim();
    if (!resolved) throw new Error(`${name} is not set on the slot`);
    return resolved;
  });
}

const rules = parseRules(CSS_TEXT);
const slotMinHeight = (width: number, classes = ['slot']) => {
  const declared = computedValue(rules, classes, 'min-height', width);
  return declared === undefined ? undefined : resolveVariables(declared, slotStyle());
};

describe('the constants', () => {
  it('are 142 px below sm, 126 px from sm up (16 px more for wrapping text on phones)', () => {
    expect(AD_HEIGHT_MOBILE).toBe(142);
    expect(AD_HEIGHT).toBe(126);
    expect(AD_HEIGHT_MOBILE - AD_HEIGHT).toBe(16);
  });

  it('put 3 spacing units (24 px at the default spacing of 8) above and below', () => {
    expect([AD_MARGIN_TOP, AD_MARGIN_BOTTOM]).toEqual([3, 3]);
    expect(DEFAULT_SPACING).toBe(8);
    expect(AD_MARGIN_TOP * DEFAULT_SPACING).toBe(24);
  });
});

describe('the slot box', () => {
  it.each([
    [320, '142px'],
    [390, '142px'],
    [599, '142px'],
    [600, '126px'],
    [900, '126px'],
    [1280, '126px'],
  ])('at %i px wide has a minimum height of %s', (width, minHeight) => {
    expect(slotMinHeight(width)).toBe(minHeight);
  });

  it('keeps the same minimum height in the inline shape', () => {
    for (const width of [390, 600, 1280]) {
      expect(slotMinHeight(width, ['slot', 'slotInline'])).toBe(slotMinHeight(width));
    }
  });

  it('switches height exactly at 600 px, the sm breakpoint', () => {
    const mediaOfSlotHeights = rules
      .filter((rule) => rule.selectors.includes('.slot') && rule.declarations.some(([name]) => name === 'min-height'))
      .map((rule) => rule.media);
    expect(mediaOfSlotHeights).toEqual([null, '(min-width: 600px)']);
  });

  it('has 24 px margins above and below, in pixels from the first paint', () => {
    const style = slotStyle();
    expect([style.marginTop, style.marginBottom]).toEqual(['24px', '24px']);
  });

  it('is a block, so the minimum height applies to the inline span', () => {
    expect(computedValue(rules, ['slot'], 'display', 390)).toBe('block');
    expect(computedValue(rules, ['slot'], 'position', 390)).toBe('relative');
  });
});

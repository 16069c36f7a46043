import {keepHtml, keptHtml, keptHtmlKey, type BlockIdentity} from './keptHtml';

const block: BlockIdentity = {code: 'npm install @mui/x-data-grid', language: 'bash', lineClassNames: {}, lineNumbersStart: undefined};

it('gives the same key to the same block, and another to a block that would highlight differently', () => {
  expect(keptHtmlKey({...block})).toBe(keptHtmlKey(block));
  const variants: BlockIdentity[] = [
    {...block, code: 'npm install @mui/x-charts'},
    {...block, language: 'tsx'},
    {...block, language: undefined},
    {...block, lineClassNames: {0: ['theme-code-block-highlighted-line']}},
    {...block, lineNumbersStart: 1},
  ];
  const keys = new Set([block, ...variants].map(keptHtmlKey));
  expect(keys.size).toBe(variants.length + 1);
});

it('returns what was kept for a key, and nothing for another', () => {
  keepHtml(keptHtmlKey(block), '<pre>kept</pre>');
  expect(keptHtml(keptHtmlKey(block))).toBe('<pre>kept</pre>');
  expect(keptHtml(keptHtmlKey({...block, language: 'tsx'}))).toBeUndefined();
});

/** @jest-environment node */
import remarkAdSlot from './remarkAdSlot';

type Tree = {type: string; children: Array<{type: string; name?: string; value?: unknown}>};

const paragraph = {type: 'paragraph'};
const heading = {type: 'heading'};
const component = {type: 'mdxJsxFlowElement', name: 'ApiLead'};

function run(children: Tree['children'], frontMatter: Record<string, unknown> = {}): string[] {
  const tree: Tree = {type: 'root', children};
  remarkAdSlot()(tree as never, {data: {frontMatter}});
  return tree.children.map((node) => (node.type === 'mdxjsEsm' ? `import: ${String(node.value)}` : node.name ?? node.type));
}

it('puts the slot after the lead paragraph when it precedes the first heading, and imports it', () => {
  expect(run([paragraph, paragraph, heading, paragraph])).toEqual([
    "import: import AdSlot from '@site/src/components/AdSlot';",
    'paragraph',
    'AdSlot',
    'paragraph',
    'heading',
    'paragraph',
  ]);
});

it('puts the slot before the first heading when the page opens without a paragraph', () => {
  expect(run([component, heading, paragraph]).slice(1)).toEqual(['ApiLead', 'AdSlot', 'heading', 'paragraph']);
});

it('puts the slot at the end of a page with neither', () => {
  expect(run([component]).slice(1)).toEqual(['ApiLead', 'AdSlot']);
});

it('leaves the page alone when the front matter says hide_ad: true', () => {
  expect(run([paragraph, heading], {hide_ad: true})).toEqual(['paragraph', 'heading']);
});

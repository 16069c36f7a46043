/** @jest-environment node */
import remarkDeferredSections, {deferredSections, estimatedHeight, FIRST_RENDER_PX} from './remarkDeferredSections';

type Node = {type: string; name?: string; depth?: number; value?: unknown; children?: Node[]};

const text = (length: number): Node => ({type: 'text', value: 'x'.repeat(length)});
const paragraph = (length = 90): Node => ({type: 'paragraph', children: [text(length)]});
const h2 = (title: string): Node => ({type: 'heading', depth: 2, children: [{type: 'text', value: title}]});
const h3 = (title: string): Node => ({type: 'heading', depth: 3, children: [{type: 'text', value: title}]});
const demo: Node = {type: 'mdxJsxFlowElement', name: 'Demo'};
const esm = (value: string): Node => ({type: 'mdxjsEsm', value});

/** What the tree became, one line per top-level node; a section lists its children. */
function outline(children: Node[]): string[] {
  const tree = {type: 'root', children};
  remarkDeferredSections()(tree as never);
  const label = (node: Node): string =>
    node.type === 'heading' ? `h${node.depth} ${String(node.children?.[0]?.value)}` : node.type === 'mdxjsEsm' ? `esm ${String(node.value)}` : (node.name ?? node.type);
  return tree.children.map((node) => (node.name === 'DeferredSection' ? `section [${(node.children ?? []).map(label).join(', ')}]` : label(node)));
}

it('leaves a page that fits in the first render as it is', () => {
  const page = [esm('export const toc = []'), paragraph(), h2('Usage'), paragraph(), demo];
  expect(outline([...page])).toEqual(['esm export const toc = []', 'paragraph', 'h2 Usage', 'paragraph', 'Demo']);
});

it('renders about two screens at once, then one section per level-2 heading, with the imports at the top', () => {
  const page = [esm("import Demo from '@site/src/components/Demo';"), paragraph(), h2('Basics'), demo, demo, h3('Detail'), demo, h2('Sorting'), paragraph(), demo, h2('API'), paragraph()];
  expect(outline(page)).toEqual([
    "esm import DeferredSection from '@site/src/components/DeferredSection';",
    "esm import Demo from '@site/src/components/Demo';",
    'paragraph',
    'h2 Basics',
    'Demo',
    'Demo',
    'h3 Detail',
    'Demo',
    'section [h2 Sorting, paragraph, Demo]',
    'section [h2 API, paragraph]',
  ]);
});

it('puts the rest of a section cut in the middle in a section of its own', () => {
  const long = Array.from({length: 40}, () => paragraph(180));
  const {first, sections} = deferredSections([h2('One'), ...long, h2('Two'), paragraph()]);
  expect(first.reduce((sum, node) => sum + estimatedHeight(node), 0)).toBeGreaterThanOrEqual(FIRST_RENDER_PX);
  expect(sections).toHaveLength(2);
  expect(sections[0][0].type).toBe('paragraph');
  expect(sections[1][0]).toEqual(h2('Two'));
  // Nothing lost, nothing repeated, order kept.
  expect([...first, ...sections.flat()]).toEqual([h2('One'), ...long, h2('Two'), paragraph()]);
});

it('estimates taller nodes for longer text and code, and a demo as a large block', () => {
  expect(estimatedHeight(paragraph(400))).toBeGreaterThan(estimatedHeight(paragraph(80)));
  expect(estimatedHeight({type: 'code', value: 'a\nb\nc\nd'})).toBeGreaterThan(estimatedHeight({type: 'code', value: 'a'}));
  expect(estimatedHeight(demo)).toBeGreaterThan(estimatedHeight(paragraph()));
});

/**
 * @jest-environment node
 */
import path from 'node:path';
import remarkDemos, {DEMO_SOURCE_LOADER, demoModulePath, demoName} from './remarkDemos';

type Tree = {type: string; children: Array<Record<string, unknown>>};

function demoNode(file: string) {
  return {type: 'mdxJsxFlowElement', name: 'Demo', attributes: [{type: 'mdxJsxAttribute', name: 'file', value: file}], children: []};
}

it('turns each <Demo file> into one import of its sources and component loader', () => {
  const tree: Tree = {type: 'root', children: [{type: 'paragraph', children: []}, demoNode('./demos/BasicGrid.tsx'), demoNode('./demos/Sorting.tsx')]};
  remarkDemos()(tree as never);
  const esm = tree.children[0] as {type: string; value: string};
  expect(esm.type).toBe('mdxjsEsm');
  expect(esm.value.split('\n')).toEqual([
    "import Demo from '@site/src/components/Demo';",
    `import Demo0 from "!!${DEMO_SOURCE_LOADER}!./demos/BasicGrid.tsx";`,
    `import Demo1 from "!!${DEMO_SOURCE_LOADER}!./demos/Sorting.tsx";`,
  ]);
  const demo = tree.children[2] as {attributes: Array<{name: string; value: unknown}>};
  expect(demo.attributes.map((a) => a.name)).toEqual(['demo', 'name']);
  expect(demo.attributes[1].value).toBe('BasicGrid');
});

it('leaves a page without demos untouched', () => {
  const tree: Tree = {type: 'root', children: [{type: 'paragraph', children: []}]};
  remarkDemos()(tree as never);
  expect(tree.children).toHaveLength(1);
});

it('rejects a demo that is not a relative .tsx file, with the path in the message', () => {
  expect(() => demoName('demos/Basic.tsx')).toThrow(/<Demo file="demos\/Basic.tsx">/);
  expect(() => demoName('./demos/Basic.js')).toThrow(/\.tsx/);
  const tree: Tree = {type: 'root', children: [{type: 'mdxJsxFlowElement', name: 'Demo', attributes: [], children: []}]};
  expect(() => remarkDemos()(tree as never)).toThrow(/needs a file attribute/);
});

it('takes the demos of a translated page from the English folder unless the translation has its own copy', () => {
  const root = path.resolve(__dirname, '../../..');
  const translated = path.join(root, 'i18n/zh/docusaurus-plugin-content-docs/current/react-tree-view/getting-started.mdx');
  expect(demoModulePath('./demos/HandbookSimpleTree.tsx', translated)).toBe(path.join(root, 'docs/react-tree-view/demos/HandbookSimpleTree.tsx'));
  const english = path.join(root, 'docs/react-tree-view/getting-started.mdx');
  expect(demoModulePath('./demos/HandbookSimpleTree.tsx', english)).toBe('./demos/HandbookSimpleTree.tsx');
});

describe('recorded heights', () => {
  const siteDir = path.resolve(__dirname, '../../..');

  it('hands each demo the heights `npm run demos:heights` recorded for its file', () => {
    const page = path.join(siteDir, 'docs/react-data-grid/sorting.mdx');
    const heights = jest.requireActual<Record<string, {wide: number; narrow: number}>>('../../data/demoHeights.json');
    const [file, recorded] = Object.entries(heights).find(([key]) => key.startsWith('docs/react-data-grid/demos/'))!;
    const tree: Tree = {type: 'root', children: [demoNode(`./${path.relative('docs/react-data-grid', file)}`)]};
    remarkDemos({siteDir})(tree as never, {path: page});
    const demo = tree.children[1] as {attributes: Array<{name: string; value: {value: string}}>};
    const hint = demo.attributes.find((a) => a.name === 'heightHint');
    expect(JSON.parse(hint!.value.value)).toEqual({wide: recorded.wide, narrow: recorded.narrow});
  });

  it('gives a demo with no recorded height none, so it reserves a typical one', () => {
    const tree: Tree = {type: 'root', children: [demoNode('./demos/NotRecordedYet.tsx')]};
    remarkDemos({siteDir})(tree as never, {path: path.join(siteDir, 'docs/react-data-grid/sorting.mdx')});
    const demo = tree.children[1] as {attributes: Array<{name: string}>};
    expect(demo.attributes.map((a) => a.name)).toEqual(['demo', 'name']);
  });
});

/** @jest-environment node */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'acorn';
import remarkCodeBlocks, {CODE_BLOCK_MODULE, CODE_RENDERING_MODULES} from './remarkCodeBlocks';

type Node = {type: string; value?: string; children?: Node[]; data?: unknown};

const esm = (value: string): Node => ({type: 'mdxjsEsm', value, data: {estree: parse(value, {ecmaVersion: 'latest', sourceType: 'module'})}});
const paragraph: Node = {type: 'paragraph', children: [{type: 'inlineCode', value: 'x'}]};

function imports(children: Node[]): string[] {
  const tree: Node = {type: 'root', children};
  remarkCodeBlocks()(tree as never);
  return (tree.children ?? []).filter((node) => node.type === 'mdxjsEsm').map((node) => node.value ?? '');
}

it('imports the code block on a page with a fenced code block, even one nested in a component', () => {
  expect(imports([paragraph, {type: 'mdxJsxFlowElement', children: [{type: 'code', value: 'npm i'}]}])).toEqual([`import "${CODE_BLOCK_MODULE}";`]);
});

it('imports the code block on a page using a component that renders code blocks', () => {
  const demoImport = "import Demo from '@site/src/components/Demo';";
  expect(imports([esm(demoImport), paragraph])).toEqual([`import "${CODE_BLOCK_MODULE}";`, demoImport]);
});

it('leaves a page without code alone (inline code is not a code block)', () => {
  const adImport = "import AdSlot from '@site/src/components/AdSlot';";
  expect(imports([esm(adImport), paragraph])).toEqual([adImport]);
});

it('knows every component of ours that renders code blocks', () => {
  const components = path.resolve(__dirname, '../../components');
  const rendersCode = readdirSync(components).filter((folder) =>
    readdirSync(path.join(components, folder))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .some((file) => /from '@theme\/CodeBlock'/.test(readFileSync(path.join(components, folder, file), 'utf8'))),
  );
  expect(rendersCode.map((folder) => `@site/src/components/${folder}`).sort()).toEqual([...CODE_RENDERING_MODULES].sort());
});

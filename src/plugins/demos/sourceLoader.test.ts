/**
 * @jest-environment node
 */
import {parse} from '@babel/parser';
import {demoChunkName, demoModule, targetsNode} from './source-loader.cjs';

const sources = {ts: 'export default function A() {}\n', js: 'export default function A() {}\n', versions: {react: '19.2.9'}};

it('tells the server build (Node.js target) from the browser build', () => {
  expect(targetsNode('node20.20')).toBe(true);
  expect(targetsNode(['node20.20'])).toBe(true);
  expect(targetsNode('web')).toBe(false);
  expect(targetsNode(['web', 'es2017'])).toBe(false);
  expect(targetsNode(undefined)).toBe(false);
});

it('gives the browser the sources and a dynamic import of the component, so the component gets a chunk of its own', () => {
  const code = demoModule(sources, './Basic.tsx', 'demo-0123456789', false);
  const program = parse(code, {sourceType: 'module'}).program;
  expect(program.body.map((node) => node.type)).toEqual(['ExportDefaultDeclaration']);
  expect(code).toContain('load: () => import(/* webpackChunkName: "demo-0123456789" */ "./Basic.tsx")');
  expect(code).toContain(JSON.stringify(sources.ts));
});

it('gives the server build the component itself too, so server rendering needs no waiting', () => {
  const code = demoModule(sources, './Basic.tsx', 'demo-0123456789', true);
  const program = parse(code, {sourceType: 'module'}).program;
  expect(program.body.map((node) => node.type)).toEqual(['ImportDeclaration', 'ExportDefaultDeclaration']);
  expect(code).toMatch(/^import component from "\.\/Basic\.tsx";/);
  expect(code).toContain(', component}');
});

it('names each demo’s chunk after its file, so two demos of the same name keep chunks of their own', () => {
  const grid = demoChunkName('docs/react-data-grid/demos/Basic.tsx');
  expect(grid).toMatch(/^demo-[0-9a-f]{10}$/);
  expect(demoChunkName('docs/react-data-grid/demos/Basic.tsx')).toBe(grid);
  expect(demoChunkName('docs/react-charts/demos/Basic.tsx')).not.toBe(grid);
});

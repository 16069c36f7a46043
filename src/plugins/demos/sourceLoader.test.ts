/**
 * @jest-environment node
 */
import {parse} from '@babel/parser';
import {demoModule, targetsNode} from './source-loader.cjs';

const sources = {ts: 'export default function A() {}\n', js: 'export default function A() {}\n', versions: {react: '19.2.9'}};

it('tells the server build (Node.js target) from the browser build', () => {
  expect(targetsNode('node20.20')).toBe(true);
  expect(targetsNode(['node20.20'])).toBe(true);
  expect(targetsNode('web')).toBe(false);
  expect(targetsNode(['web', 'es2017'])).toBe(false);
  expect(targetsNode(undefined)).toBe(false);
});

it('gives the browser the sources and a dynamic import of the component with its live-editor scope, in one chunk of its own', () => {
  const code = demoModule(sources, './Basic.tsx', false);
  const program = parse(code, {sourceType: 'module'}).program;
  expect(program.body.map((node) => node.type)).toEqual(['ExportDefaultDeclaration']);
  // One dynamic import: every chunk costs each page an entry in the runtime's table.
  expect(code.match(/import\(/g)).toHaveLength(1);
  expect(code).toMatch(/load: \(\) => import\("!!\/[^"]+\/scope-loader\.cjs!\.\/Basic\.tsx"\)/);
  expect(code).toContain(JSON.stringify(sources.ts));
});

it('gives the server build the component itself too, so server rendering needs no waiting', () => {
  const code = demoModule(sources, './Basic.tsx', true);
  const program = parse(code, {sourceType: 'module'}).program;
  expect(program.body.map((node) => node.type)).toEqual(['ImportDeclaration', 'ExportDefaultDeclaration']);
  expect(code).toMatch(/^import component from "\.\/Basic\.tsx";/);
  expect(code).toContain('load: () => import("./Basic.tsx")');
  expect(code).toContain(', component}');
});

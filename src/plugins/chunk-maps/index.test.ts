/** @jest-environment node */
import path from 'node:path';
import {withoutModulePaths} from './registryLoader.cjs';
import {registryTest} from '.';

const entry = (chunk: string, module: string) => `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

it("empties the module path of each registry entry and keeps its loader and weak id", () => {
  const registry = `export default {\n${entry('972d9d57', '@site/docs/introduction.mdx')}\n${entry('2420343d', '@generated/docusaurus-plugin-content-docs/default/p/x-3bf.json')}\n};\n`;
  expect(withoutModulePaths(registry)).toBe(
    `export default {\n` +
      `  "972d9d57": [() => import(/* webpackChunkName: "972d9d57" */ "@site/docs/introduction.mdx"), "", require.resolveWeak("@site/docs/introduction.mdx")],\n` +
      `  "2420343d": [() => import(/* webpackChunkName: "2420343d" */ "@generated/docusaurus-plugin-content-docs/default/p/x-3bf.json"), "", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/x-3bf.json")],\n` +
      `};\n`,
  );
});

it('leaves text of another shape alone', () => {
  const other = 'export default {"a": [load, "@site/x.mdx", 12]};';
  expect(withoutModulePaths(other)).toBe(other);
});

it('applies to the generated registry only', () => {
  const generated = path.join('/site', '.docusaurus');
  expect(registryTest(generated).test(path.join(generated, 'registry.js'))).toBe(true);
  expect(registryTest(generated).test(path.join(generated, 'routes.js'))).toBe(false);
  expect(registryTest(generated).test(path.join('/other', '.docusaurus', 'registry.js'))).toBe(false);
});

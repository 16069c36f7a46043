/** @jest-environment node */
import path from 'node:path';
import {withoutDocsMap} from './leanVersionProps.cjs';
import {versionPropsTest} from '.';

const sidebar = [{type: 'link', href: '/x/introduction', label: 'Overview', docId: 'introduction'}];

it('empties the docs map of the version props, and keeps the sidebar and the rest', () => {
  const props = {
    version: {
      pluginId: 'default',
      label: '8.0.0-alpha.6',
      docsSidebars: {docs: sidebar},
      docs: {introduction: {id: 'introduction', title: 'Overview', description: 'What MUI X is.', sidebar: 'docs'}},
    },
  };
  expect(withoutDocsMap(props)).toEqual({
    version: {pluginId: 'default', label: '8.0.0-alpha.6', docsSidebars: {docs: sidebar}, docs: {}},
  });
  expect(props.version.docs.introduction.description).toBe('What MUI X is.');
});

it('leaves other props alone (a tag page lists its docs with their descriptions)', () => {
  const tag = {tag: {label: 'grid', items: [{id: 'a', title: 'A', description: 'kept'}]}};
  expect(withoutDocsMap(tag)).toBe(tag);
  expect(withoutDocsMap(null)).toBeNull();
});

it('applies to the docs plugin’s props files only', () => {
  const generated = path.join('/site', '.docusaurus');
  const test = versionPropsTest(generated);
  expect(test.test(path.join(generated, 'docusaurus-plugin-content-docs', 'default', 'p', 'x-3bf.json'))).toBe(true);
  expect(test.test(path.join(generated, 'docusaurus-plugin-content-docs', 'default', 'site-docs-introduction-mdx-972.json'))).toBe(false);
  expect(test.test(path.join(generated, 'docusaurus-plugin-content-pages', 'default', 'p', 'x-3bf.json'))).toBe(false);
});

it('is safe because the site renders no doc cards, the only readers of that map', () => {
  const root = path.resolve(__dirname, '../../..');
  const {readFileSync, readdirSync} = jest.requireActual<typeof import('node:fs')>('node:fs');
  const sources = ['docs', 'i18n', 'src'].flatMap((dir) =>
    (readdirSync(path.join(root, dir), {recursive: true}) as string[]).filter((file) => /\.(mdx?|tsx?)$/.test(file) && !file.includes('.test.')).map((file) => path.join(root, dir, file)),
  );
  const usingCards = sources.filter((file) => /DocCard|useDocById/.test(readFileSync(file, 'utf8')));
  expect(usingCards).toEqual([]);
  expect(readFileSync(path.join(root, 'sidebars.ts'), 'utf8')).not.toContain('generated-index');
});

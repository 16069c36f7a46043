/**
 * Remark plugin: `<Demo file="./demos/BasicGrid.tsx" />` in MDX becomes the
 * demo's TypeScript and generated JavaScript sources plus a loader for the
 * live component (see source-loader.cjs):
 *
 *   import Demo from '@site/src/components/Demo';
 *   import Demo0 from '!!<source-loader>!./demos/BasicGrid.tsx';
 *   <Demo demo={Demo0} name="BasicGrid" />
 *
 * so a writer adds one `.tsx` file and one tag; a page's chunk holds its text
 * and the code it shows, and each demo's component, with the packages it
 * runs on, is fetched only when that demo is about to render.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {parse, parseExpressionAt} from 'acorn';
import {readDemoHeights} from './demoHeights.cjs';

export const DEMO_SOURCE_LOADER = path.join(__dirname, 'source-loader.cjs');

type Node = {type: string; name?: string | null; value?: unknown; attributes?: Attribute[]; children?: Node[]; data?: unknown};
type Attribute = {type: string; name?: string; value?: unknown; data?: unknown};

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** `name={code}`, with the estree MDX compiles from. */
function expressionAttribute(name: string, code: string): Attribute {
  const expression = parseExpressionAt(code, 0, {ecmaVersion: 'latest'});
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: code,
      data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression}]}},
    },
  };
}

/** The demo's name (its file name), which is also its anchor: `#BasicGrid.tsx` / `#BasicGrid.js`. */
export function demoName(file: string): string {
  if (!/^\.\.?\//.test(file) || !file.endsWith('.tsx')) {
    throw new Error(`<Demo file="${file}">: the file must be a relative path to a .tsx demo, e.g. "./demos/BasicGrid.tsx".`);
  }
  return path.basename(file, '.tsx');
}

const TRANSLATED_DOCS = /([\\/])i18n[\\/][^\\/]+[\\/]docusaurus-plugin-content-docs[\\/]current[\\/]/;

/**
 * The module path of a demo. A translated page (under i18n/<locale>/…) keeps
 * the English page's `./demos/…` tags: the demo is taken from the English
 * folder unless the translation ships its own copy.
 */
export function demoModulePath(file: string, pagePath: string | undefined): string {
  if (!pagePath || !TRANSLATED_DOCS.test(pagePath)) return file;
  const dir = path.dirname(pagePath);
  if (existsSync(path.resolve(dir, file))) return file;
  const englishDir = path.dirname(pagePath.replace(TRANSLATED_DOCS, '$1docs$1'));
  return path.resolve(englishDir, file);
}

export type RemarkDemosOptions = {
  /** The site, where `npm run demos:heights` records each demo's height; without it, demos reserve a typical height. */
  siteDir?: string;
};

export default function remarkDemos({siteDir}: RemarkDemosOptions = {}) {
  const heights = siteDir ? readDemoHeights(siteDir) : {};
  return (tree: Node, page?: {path?: string; data?: {frontMatter?: Record<string, unknown>}}): void => {
    // A page without ads has none under its demos either.
    const hideAd = page?.data?.frontMatter?.hide_ad === true;
    const imports: string[] = [];
    let index = 0;
    walk(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'Demo') return;
      const fileAttribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'file');
      if (!fileAttribute || typeof fileAttribute.value !== 'string') {
        throw new Error('<Demo> needs a file attribute with a literal path, e.g. <Demo file="./demos/BasicGrid.tsx" />.');
      }
      const name = demoName(fileAttribute.value);
      const file = demoModulePath(fileAttribute.value, page?.path);
      const identifier = `Demo${index}`;
      index += 1;
      imports.push(`import ${identifier} from ${JSON.stringify(`!!${DEMO_SOURCE_LOADER}!${file}`)};`);
      const height = siteDir && page?.path ? heights[path.relative(siteDir, path.resolve(path.dirname(page.path), file)).split(path.sep).join('/')] : undefined;
      node.attributes = [
        ...(node.attributes ?? []).filter((a) => a !== fileAttribute),
        expressionAttribute('demo', identifier),
        {type: 'mdxJsxAttribute', name: 'name', value: name},
        ...(height ? [expressionAttribute('heightHint', JSON.stringify({wide: height.wide, narrow: height.narrow}))] : []),
        ...(hideAd ? [{type: 'mdxJsxAttribute', name: 'hideAd', value: null}] : []),
      ];
    });
    if (imports.length === 0) return;
    const importsDemo = (tree.children ?? []).some((n) => n.type === 'mdxjsEsm' && /\bimport\s+Demo\b/.test(String(n.value)));
    if (!importsDemo) imports.unshift("import Demo from '@site/src/components/Demo';");
    const code = imports.join('\n');
    tree.children = [{type: 'mdxjsEsm', value: code, data: {estree: parse(code, {ecmaVersion: 'latest', sourceType: 'module'})}}, ...(tree.children ?? [])];
  };
}

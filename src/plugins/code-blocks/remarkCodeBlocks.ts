/**
 * Remark plugin: a page that shows code imports the code block with its own
 * chunks, so its blocks render (and hydrate) at once:
 *
 *   import '@site/src/theme/CodeBlock/loaded';
 *
 * A page shows code when it has a fenced code block or imports one of our
 * components that render code blocks. Other pages never load the code
 * block; a block on one of them still works, loading it when it renders.
 */
import {parse} from 'acorn';

export const CODE_BLOCK_MODULE = '@site/src/theme/CodeBlock/loaded';

/** Our components that render `@theme/CodeBlock` (a unit test keeps this list complete). */
export const CODE_RENDERING_MODULES = ['@site/src/components/ApiReference', '@site/src/components/Demo', '@site/src/components/PackageInstall'];

type EstreeNode = {type: string; source?: {value?: unknown}};
type Node = {type: string; value?: unknown; children?: Node[]; data?: {estree?: {body?: EstreeNode[]}}};

function importedModules(node: Node): string[] {
  return (node.data?.estree?.body ?? []).filter((statement) => statement.type === 'ImportDeclaration').map((statement) => String(statement.source?.value));
}

export function showsCode(node: Node): boolean {
  if (node.type === 'code') return true;
  if (node.type === 'mdxjsEsm' && importedModules(node).some((module) => CODE_RENDERING_MODULES.includes(module))) return true;
  return (node.children ?? []).some(showsCode);
}

const IMPORT = `import ${JSON.stringify(CODE_BLOCK_MODULE)};`;

export default function remarkCodeBlocks() {
  return (tree: Node): void => {
    if (!showsCode(tree)) return;
    tree.children = [{type: 'mdxjsEsm', value: IMPORT, data: {estree: parse(IMPORT, {ecmaVersion: 'latest', sourceType: 'module'})}} as Node, ...(tree.children ?? [])];
  };
}

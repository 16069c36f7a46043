/**
 * Remark plugin: a long page renders its first screens at once and the rest
 * in sections of their own, one after the other, once the first have
 * painted. After a click on a link, the new page's first render then holds
 * about two screens, not every paragraph, table, code block and demo frame
 * of a guide; the following sections fill in below, out of view, in tasks
 * of their own (src/components/DeferredSection). The server and hydration
 * render every section at once.
 *
 *   …about two screens of the page…
 *   <DeferredSection>…the rest of that section…</DeferredSection>
 *   <DeferredSection>## Next section …</DeferredSection>
 *
 * No wrapper element reaches the page: a section renders its children as
 * they are, so `.markdown > h2` and the like still apply.
 */
import {parse} from 'acorn';

type Node = {type: string; name?: string | null; depth?: number; value?: unknown; attributes?: unknown[]; children?: Node[]; data?: unknown};

const IMPORT = "import DeferredSection from '@site/src/components/DeferredSection';";

/**
 * How much of the page renders at once, in estimated pixels of the wide
 * layout: more than a tall screen, so the first render covers the viewport
 * wherever the reader's screen ends.
 */
export const FIRST_RENDER_PX = 1800;

const LINE_PX = 27;
const CHARS_PER_LINE = 90;

function textLength(node: Node): number {
  if (typeof node.value === 'string') return node.value.length;
  return (node.children ?? []).reduce((sum, child) => sum + textLength(child), 0);
}

/** A rough height for a top-level node; it only has to be of the right order, not exact. */
export function estimatedHeight(node: Node): number {
  switch (node.type) {
    case 'heading':
      return node.depth === 2 ? 70 : 50;
    case 'paragraph':
    case 'blockquote':
      return 24 + LINE_PX * Math.ceil(textLength(node) / CHARS_PER_LINE);
    case 'list':
      return 16 + (node.children ?? []).reduce((sum, item) => sum + 8 + LINE_PX * Math.ceil(textLength(item) / CHARS_PER_LINE), 0);
    case 'code':
      return 60 + 21 * String(node.value ?? '').split('\n').length;
    case 'table':
      return 20 + 42 * (node.children ?? []).length;
    case 'mdxJsxFlowElement':
      // A demo: its stage, toolbar and collapsed code; other components: a box of some size.
      return node.name === 'Demo' ? 700 : 200;
    default:
      return 40;
  }
}

/** Imports and exports stay at the top level, where MDX needs them. */
const isEsm = (node: Node) => node.type === 'mdxjsEsm';

/**
 * Splits the page's nodes into what renders at once and the deferred
 * sections: the first nodes up to FIRST_RENDER_PX, then one section per
 * level-2 heading (the part of the current section left over first).
 */
export function deferredSections(children: Node[]): {first: Node[]; sections: Node[][]} {
  const content = children.filter((node) => !isEsm(node));
  let height = 0;
  let cut = 0;
  while (cut < content.length && height < FIRST_RENDER_PX) height += estimatedHeight(content[cut++]);
  const sections: Node[][] = [];
  for (const node of content.slice(cut)) {
    if (sections.length === 0 || (node.type === 'heading' && node.depth === 2)) sections.push([]);
    sections.at(-1)!.push(node);
  }
  return {first: content.slice(0, cut), sections};
}

export default function remarkDeferredSections() {
  return (tree: Node): void => {
    const children = tree.children ?? [];
    const {first, sections} = deferredSections(children);
    if (sections.length === 0) return;
    tree.children = [
      {type: 'mdxjsEsm', value: IMPORT, data: {estree: parse(IMPORT, {ecmaVersion: 'latest', sourceType: 'module'})}},
      ...children.filter(isEsm),
      ...first,
      ...sections.map((section): Node => ({type: 'mdxJsxFlowElement', name: 'DeferredSection', attributes: [], children: section})),
    ];
  };
}

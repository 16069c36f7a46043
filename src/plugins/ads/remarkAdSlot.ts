/**
 * Remark plugin: every docs page gets the ad slot below its lead, written
 * into the page so the server render already reserves its height:
 *
 *   import AdSlot from '@site/src/components/AdSlot';
 *   …lead paragraph…
 *   <AdSlot />
 *
 * It goes after the first paragraph when that comes before the first
 * heading, else before the first heading (generated API pages open with a
 * component), else at the end. Front matter `hide_ad: true` leaves it out.
 */
import {parse} from 'acorn';

type Node = {type: string; name?: string | null; attributes?: unknown[]; children?: Node[]; value?: unknown; data?: unknown};
type VFileLike = {data?: {frontMatter?: Record<string, unknown>}};

const IMPORT = "import AdSlot from '@site/src/components/AdSlot';";

export function adSlotIndex(children: Node[]): number {
  const firstHeading = children.findIndex((node) => node.type === 'heading');
  const firstParagraph = children.findIndex((node) => node.type === 'paragraph');
  if (firstParagraph >= 0 && (firstHeading < 0 || firstParagraph < firstHeading)) return firstParagraph + 1;
  return firstHeading >= 0 ? firstHeading : children.length;
}

export default function remarkAdSlot() {
  return (tree: Node, file: VFileLike): void => {
    if (file.data?.frontMatter?.hide_ad === true) return;
    const children = tree.children ?? [];
    const slot: Node = {type: 'mdxJsxFlowElement', name: 'AdSlot', attributes: [], children: []};
    children.splice(adSlotIndex(children), 0, slot);
    tree.children = [{type: 'mdxjsEsm', value: IMPORT, data: {estree: parse(IMPORT, {ecmaVersion: 'latest', sourceType: 'module'})}}, ...children];
  };
}

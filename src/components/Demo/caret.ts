/**
 * Where in a code block's text the reader clicked, as a character offset in
 * its code: the live editor opens with the caret there. Docusaurus renders
 * each line as a `.token-line` (no newline characters in the DOM), so the
 * offset is counted as line and column, then mapped onto the code's lines.
 */
type CaretPoint = {node: Node; offset: number};

function caretPointAt(doc: Document, x: number, y: number): CaretPoint | null {
  const position = (doc as Document & {caretPositionFromPoint?: (x: number, y: number) => {offsetNode: Node; offset: number} | null}).caretPositionFromPoint?.(x, y);
  if (position) return {node: position.offsetNode, offset: position.offset};
  const range = (doc as Document & {caretRangeFromPoint?: (x: number, y: number) => Range | null}).caretRangeFromPoint?.(x, y);
  return range ? {node: range.startContainer, offset: range.startOffset} : null;
}

/** Text length of `line` before the point. */
function columnIn(line: Element, point: CaretPoint): number {
  const range = line.ownerDocument.createRange();
  range.setStart(line, 0);
  range.setEnd(point.node, point.offset);
  return range.toString().length;
}

export function caretOffsetAt(block: Element, code: string, x: number, y: number): number {
  const point = caretPointAt(block.ownerDocument, x, y);
  const element = point && (point.node instanceof Element ? point.node : point.node.parentElement);
  const line = element?.closest('.token-line');
  if (!point || !line || !block.contains(line)) return 0;
  const lineIndex = [...line.parentElement!.children].filter((child) => child.classList.contains('token-line')).indexOf(line);
  const lines = code.split('\n');
  if (lineIndex < 0 || lineIndex >= lines.length) return 0;
  const before = lines.slice(0, lineIndex).reduce((sum, text) => sum + text.length + 1, 0);
  return before + Math.min(columnIn(line, point), lines[lineIndex].length);
}

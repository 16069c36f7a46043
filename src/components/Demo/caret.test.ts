import {caretOffsetAt} from './caret';

const CODE = "import Stack from '@mui/material/Stack';\n\nexport default function Demo() {\n  return <Stack />;\n}\n";

/** A code block as Docusaurus renders it: one `.token-line` per line, no newline characters. */
function block(): HTMLElement {
  const pre = document.createElement('pre');
  const code = document.createElement('code');
  for (const line of CODE.split('\n')) {
    const span = document.createElement('span');
    span.className = 'token-line';
    for (const part of line.split(/(?= )/)) {
      const token = document.createElement('span');
      token.textContent = part;
      span.append(token);
    }
    span.append(document.createElement('br'));
    code.append(span);
  }
  pre.append(code);
  document.body.replaceChildren(pre);
  return pre;
}

/** jsdom has no layout: the browser's hit test is stood in for by the point it would return. */
function clickLands(node: Node, offset: number) {
  Object.assign(document, {caretPositionFromPoint: () => ({offsetNode: node, offset})});
}

afterEach(() => {
  delete (document as {caretPositionFromPoint?: unknown}).caretPositionFromPoint;
});

it('maps a click inside a line to the same place in the code, counting the newlines the DOM leaves out', () => {
  const pre = block();
  const line = pre.querySelectorAll('.token-line')[3];
  // The line's tokens are " ", " return", " <Stack", " />;": land between "re" and "turn".
  const token = [...line.children].find((child) => child.textContent === ' return')!;
  clickLands(token.firstChild!, 3);
  const offset = caretOffsetAt(pre, CODE, 0, 0);
  expect(CODE.slice(offset, offset + 4)).toBe('turn');
});

it('puts the caret at the start when the click is outside the lines or the browser cannot tell', () => {
  const pre = block();
  expect(caretOffsetAt(pre, CODE, 0, 0)).toBe(0);
  clickLands(document.body, 0);
  expect(caretOffsetAt(pre, CODE, 0, 0)).toBe(0);
});

it('clamps a click past the end of a line to the line’s end', () => {
  const pre = block();
  const line = pre.querySelectorAll('.token-line')[0];
  clickLands(line, line.childNodes.length);
  expect(caretOffsetAt(pre, CODE, 0, 0)).toBe(CODE.indexOf('\n'));
});

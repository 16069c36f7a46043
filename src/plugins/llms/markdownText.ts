/** Small builders of Markdown text that stay valid whatever the content holds. */

function longestRun(text: string, char: string): number {
  let longest = 0;
  for (const run of text.match(new RegExp(`\\${char}+`, 'g')) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

/** `text` as inline code; a type such as `` `${string}px` `` gets a longer fence so its backticks survive. */
export function inlineCode(text: string): string {
  const fence = '`'.repeat(longestRun(text, '`') + 1);
  const padding = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${padding}${text}${padding}${fence}`;
}

/** A fenced code block, its fence longer than any backtick run inside (demos hold template literals). */
export function fencedCode(content: string, language = '', meta = ''): string {
  const fence = '`'.repeat(Math.max(3, longestRun(content, '`') + 1));
  const info = [language, meta].filter(Boolean).join(' ');
  return `${fence}${info}\n${content.replace(/\n$/, '')}\n${fence}`;
}

/** Every non-empty line indented, so a multi-paragraph block continues a list item. */
export function indent(text: string, spaces = 2): string {
  const padding = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line) => (line.trim() ? `${padding}${line}` : ''))
    .join('\n');
}

/** Every line quoted (`> `), blank ones as `>` so the quote stays one block. */
export function blockquote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n');
}

/** Link text: brackets escaped so a title such as `Data Grid [Pro]` cannot end the link early. */
export function linkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}

/**
 * A Markdown page cut into prose and fenced code blocks, so the tests can
 * check what is left outside the code (no `<Demo`, no `import`) and
 * compare a block's content with the file it came from.
 */

export type FencedBlock = {info: string; content: string};

export type FenceSplit = {prose: string[]; blocks: FencedBlock[]};

export function splitCodeFences(markdown: string): FenceSplit {
  const prose: string[] = [];
  const blocks: FencedBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*(?:>\s?)*)(`{3,}|~{3,})(.*)$/.exec(lines[i]);
    if (!open) {
      prose.push(lines[i]);
      continue;
    }
    const [, prefix, fence, info] = open;
    const close = new RegExp(`^\\s*(?:>\\s?)*${fence[0]}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end])) end += 1;
    // Content lines lose the indentation or quote marks that the opening fence has.
    const content = lines.slice(i + 1, end).map((line) => (line.startsWith(prefix) ? line.slice(prefix.length) : line.trimStart()));
    blocks.push({info: info.trim(), content: content.join('\n')});
    i = end;
  }
  return {prose, blocks};
}

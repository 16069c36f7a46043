// Compiles MDX pages the way Docusaurus parses them (MDX 3, GFM), without a
// full build, and reports syntax errors with file and line.
// Usage: node scripts/check-mdx.mjs docs/some/page.mdx [more files...]
import {readFileSync} from 'node:fs';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';

const files = process.argv.slice(2);
let failed = 0;
for (const file of files) {
  const source = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (frontMatter) => '\n'.repeat(frontMatter.split('\n').length - 1));
  try {
    await compile(source, {remarkPlugins: [remarkGfm]});
    console.log(`ok    ${file}`);
  } catch (caught) {
    failed += 1;
    const error = /** @type {{line?: number, column?: number, reason?: string, message?: string}} */ (caught);
    const where = error.line ? `:${error.line}:${error.column ?? 0}` : '';
    console.log(`FAIL  ${file}${where}  ${error.reason ?? error.message}`);
  }
}
console.log(`${files.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

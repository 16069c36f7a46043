/**
 * A docs page's MDX source → the Markdown a reader (or a language model)
 * can use without the site: front matter, imports and exports gone, each
 * `<Demo>` replaced by its TypeScript source, components rendered as
 * Markdown, heading ids dropped and site links made absolute. Code fences
 * and inline code are copied untouched.
 *
 * The MDX is read line by line with the constructs MDX itself has (fences,
 * top-level ESM, flow JSX and expressions, admonitions); the docs use no
 * others. A JSX element whose tag this module does not know keeps its
 * children's text, so a new component never breaks the copy.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {demoModulePath, demoName} from '../demos/remarkDemos';
import {API_COMPONENTS, type ApiMarkdownContext} from './apiMarkdown';
import {htmlToMarkdownConverter} from './htmlToMarkdown';
import {attributeValue, evaluateLiteral, expressionEnd, NOT_LITERAL, parseJsxElement, constantOfModule, type JsxElement} from './jsx';
import {blockquote, fencedCode, linkText} from './markdownText';
import {resolveDocLink, type LinkContext} from './urls';

export type PageSource = {
  /** The MDX text, front matter included. */
  source: string;
  /** Absolute path of the MDX file: demos and JSON data are found relative to it. */
  filePath: string;
  title: string;
  description?: string;
};

export type ConversionContext = {
  /** The site folder, for `@site/` imports and the components whose data lives in their source. */
  siteDir: string;
  links: LinkContext;
};

type PageContext = ConversionContext & {
  filePath: string;
  resolveLink: (href: string) => string;
  api: ApiMarkdownContext;
  /** Values of the page's imports that we can know: its JSON data files. */
  scope: Record<string, unknown>;
};

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})(.*)$/;
// `import X from`, `import {…}`, `import './side-effect'`, `export const …`: not prose that starts with "Important".
const ESM_START = /^(?:import(?:\s+[\w$*{'"]|\s*[{'"])|export\s+(?:const|let|var|function|async|class|default|type|interface|\{|\*))/;
const JSON_IMPORT = /import\s+([\w$]+)\s+from\s+['"]([^'"]+\.json)['"]/g;
const ADMONITION_OPEN = /^\s*:{3,}([A-Za-z][\w-]*)(?:\[(.*)\]|[ \t]+(.*?))?\s*$/;
const ADMONITION_CLOSE = /^\s*:{3,}\s*$/;
const HEADING_ID = /^(\s{0,3}#{1,6}[ \t].*?)[ \t]*\\?\{#[^}\s]+\}[ \t]*$/;
const FLOW_JSX = /^(\s*)<[A-Z]/;
const FLOW_EXPRESSION = /^(\s*)\{/;

const ADMONITION_LABELS: Record<string, string> = {note: 'Note', tip: 'Tip', info: 'Note', warning: 'Warning', caution: 'Warning', danger: 'Danger', important: 'Important'};

// ---- Components ---------------------------------------------------------------

type ComponentRenderer = (element: JsxElement, page: PageContext) => string;

function renderDemo(element: JsxElement, page: PageContext): string {
  const file = attributeValue(element, 'file');
  if (typeof file !== 'string') throw new Error(`${page.filePath}: <Demo> needs a file attribute with a literal path.`);
  const name = demoName(file);
  // A translated page shows the English page's demo unless it ships its own copy, as the site does.
  const demoPath = path.resolve(path.dirname(page.filePath), demoModulePath(file, page.filePath));
  return fencedCode(readFileSync(demoPath, 'utf8'), 'tsx', `title="${name}.tsx"`);
}

export type InstallLine = {comment?: string; packages: string[]};

/** The npm commands of a PackageInstall block, as its npm tab shows them. */
export function installScript(lines: InstallLine[], command = 'npm install'): string {
  return lines.map(({comment, packages}) => `${comment ? `# ${comment}\n` : ''}${command} ${packages.join(' ')}`).join('\n\n');
}

function renderPackageInstall(element: JsxElement, page: PageContext): string {
  const lines = attributeValue(element, 'lines', page.scope);
  if (!Array.isArray(lines) || !lines.every((line) => Array.isArray((line as InstallLine)?.packages))) {
    throw new Error(`${page.filePath}: <PackageInstall lines> must be a literal list of {comment?, packages}.`);
  }
  return fencedCode(installScript(lines as InstallLine[]), 'bash');
}

type ProductCard = {name: string; description?: string; to?: string; packages?: {name: string; plan: string}[]};

const PRODUCT_CARDS_SOURCE = 'src/components/ProductCards/index.tsx';

/** The product cards as a list, read from the component's own PRODUCTS and PLAN_LABEL, so the copy follows the cards. */
function renderProductCards(_element: JsxElement, page: PageContext): string {
  const source = readFileSync(path.join(page.siteDir, PRODUCT_CARDS_SOURCE), 'utf8');
  const products = constantOfModule(source, 'PRODUCTS');
  const planLabels = constantOfModule(source, 'PLAN_LABEL');
  if (!Array.isArray(products)) throw new Error(`${PRODUCT_CARDS_SOURCE}: PRODUCTS is no longer a literal list; update the llms plugin.`);
  const labels = (planLabels === NOT_LITERAL ? {} : planLabels) as Record<string, string>;
  return (products as ProductCard[])
    .map((product) => {
      const name = product.to ? `[${linkText(product.name)}](${page.resolveLink(product.to)})` : product.name;
      const packages = (product.packages ?? []).map((pkg) => `\`${pkg.name}\`${labels[pkg.plan] ? ` (${labels[pkg.plan]})` : ''}`);
      return `- **${name}**: ${[product.description, packages.length > 0 && `Packages: ${packages.join(', ')}.`].filter(Boolean).join(' ')}`;
    })
    .join('\n');
}

function renderTabItem(element: JsxElement, page: PageContext): string {
  const label = attributeValue(element, 'label', page.scope) ?? attributeValue(element, 'value', page.scope);
  const children = convertBody(dedent(element.children), page);
  return typeof label === 'string' ? `**${label}**\n\n${children}` : children;
}

const COMPONENTS: Record<string, ComponentRenderer> = {
  Demo: renderDemo,
  PackageInstall: renderPackageInstall,
  ProductCards: renderProductCards,
  TabItem: renderTabItem,
  ...Object.fromEntries(
    Object.entries(API_COMPONENTS).map(([name, render]): [string, ComponentRenderer] => [
      name,
      (element, page) => render(Object.fromEntries(Object.keys(element.attributes).map((key) => [key, attributeValue(element, key, page.scope)])), page.api),
    ]),
  ),
};

/** Markdown for a component; an unknown one becomes its children (nothing when it has none). */
function renderElement(element: JsxElement, page: PageContext): string {
  const render = COMPONENTS[element.name];
  if (render) return render(element, page).trim();
  return element.children.trim() ? convertBody(dedent(element.children), page) : '';
}

// ---- Text -------------------------------------------------------------------------------

function dedent(text: string): string {
  const lines = text.replace(/^\n+|\s+$/g, '').split('\n');
  const width = Math.min(...lines.filter((line) => line.trim()).map((line) => /^\s*/.exec(line)![0].length));
  return Number.isFinite(width) ? lines.map((line) => line.slice(width)).join('\n') : lines.join('\n');
}

/** Splits a line into inline code spans (kept) and text (transformed), pairing backtick runs of equal length as CommonMark does. */
function transformOutsideCode(line: string, transform: (text: string) => string): string {
  let result = '';
  let textStart = 0;
  const runs = /`+/g;
  for (let run = runs.exec(line); run; run = runs.exec(line)) {
    const closing = new RegExp(`(?<!\`)${run[0]}(?!\`)`, 'g');
    closing.lastIndex = run.index + run[0].length;
    const close = closing.exec(line);
    if (!close) continue; // An unpaired run is literal text.
    result += transform(line.slice(textStart, run.index)) + line.slice(run.index, close.index + close[0].length);
    textStart = close.index + close[0].length;
    runs.lastIndex = textStart;
  }
  return result + transform(line.slice(textStart));
}

function transformText(text: string, page: PageContext): string {
  let result = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '\\') {
      result += text.slice(i, i + 2);
      i += 2;
    } else if (char === '{') {
      // An inline MDX expression: a comment disappears, a literal shows its value, anything else cannot be known.
      const end = expressionEnd(text, i);
      const value = evaluateLiteral(text.slice(i + 1, end - 1), page.scope);
      if (typeof value === 'string' || typeof value === 'number') result += String(value);
      i = end;
    } else if (char === '<' && /[A-Z]/.test(text[i + 1] ?? '')) {
      const element = parseJsxElement(text, i);
      if (!element) {
        result += char;
        i += 1;
      } else {
        result += COMPONENTS[element.name] ? renderElement(element, page) : transformText(element.children, page);
        i = element.end;
      }
    } else {
      result += char;
      i += 1;
    }
  }
  return result
    .replace(/(\]\()([^)\s]+)((?:\s+"[^"]*")?\))/g, (_, open: string, href: string, close: string) => `${open}${page.resolveLink(href)}${close}`)
    .replace(/(\bhref=")([^"]+)(")/g, (_, open: string, href: string, close: string) => `${open}${page.resolveLink(href)}${close}`);
}

function transformLine(line: string, page: PageContext): string {
  const withoutId = line.replace(HEADING_ID, '$1');
  return transformOutsideCode(withoutId, (text) => transformText(text, page));
}

// ---- Blocks -----------------------------------------------------------------------------

type Block = {lines: string[]; verbatim: boolean};

/** The line index and column of an offset into `lines.slice(from).join('\n')`. */
function locate(lines: string[], from: number, offset: number): {line: number; column: number} {
  let line = from;
  let remaining = offset;
  while (line < lines.length && remaining > lines[line].length) {
    remaining -= lines[line].length + 1;
    line += 1;
  }
  return {line, column: remaining};
}

function readJsonImports(esm: string, page: PageContext): void {
  for (const [, name, specifier] of esm.matchAll(JSON_IMPORT)) {
    const file = specifier.startsWith('@site/') ? path.join(page.siteDir, specifier.slice('@site/'.length)) : path.resolve(path.dirname(page.filePath), specifier);
    page.scope[name] = JSON.parse(readFileSync(file, 'utf8'));
  }
}

/**
 * Converts an MDX body (no front matter). Imports are read first, as MDX
 * hoists them: the data of `<ApiProps api={api} />` comes from `import api from './x.json'`.
 */
function convertBody(body: string, page: PageContext): string {
  const lines = body.split(/\r?\n/);
  const blocks: Block[] = [];
  const deferred: {block: Block; render: () => string[]}[] = [];
  const quotes: number[] = []; // One entry per open admonition.
  let previousWasText = false;
  const emit = (emitted: string[], verbatim = false) => {
    const prefix = '> '.repeat(quotes.length);
    blocks.push({lines: prefix ? emitted.map((line) => (line ? `${prefix}${line}` : prefix.trimEnd())) : emitted, verbatim});
  };
  const emitRendered = (indentation: string, render: () => string) => {
    const block: Block = {lines: [], verbatim: true};
    const prefix = '> '.repeat(quotes.length);
    deferred.push({
      block,
      render: () => {
        const markdown = render();
        return markdown.trim() ? markdown.split('\n').map((line) => (line ? `${prefix}${indentation}${line}` : prefix.trimEnd())) : [];
      },
    });
    emit(['']);
    blocks.push(block);
    emit(['']);
  };

  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const fence = FENCE_OPEN.exec(line);
    if (fence && !(fence[2][0] === '`' && fence[3].includes('`'))) {
      const [, , marker] = fence;
      const close = new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
      let end = i + 1;
      while (end < lines.length && !close.test(lines[end])) end += 1;
      emit(lines.slice(i, end + 1), true);
      i = end + 1;
      previousWasText = false;
      continue;
    }
    if (!previousWasText && ESM_START.test(line)) {
      let end = i;
      while (end < lines.length && lines[end].trim()) end += 1;
      readJsonImports(lines.slice(i, end).join('\n'), page);
      i = end;
      continue;
    }
    const admonition = ADMONITION_OPEN.exec(line);
    if (admonition) {
      const [, type, bracketTitle, spaceTitle] = admonition;
      const label = ADMONITION_LABELS[type.toLowerCase()] ?? type[0].toUpperCase() + type.slice(1);
      const title = (bracketTitle ?? spaceTitle ?? '').trim();
      emit(['']);
      quotes.push(i);
      emit([`**${label}${title ? `: ${transformLine(title, page)}` : ''}**`, '']);
      i += 1;
      previousWasText = false;
      continue;
    }
    if (quotes.length > 0 && ADMONITION_CLOSE.test(line)) {
      quotes.pop();
      emit(['']);
      i += 1;
      previousWasText = false;
      continue;
    }
    const flow = FLOW_JSX.exec(line) ?? FLOW_EXPRESSION.exec(line);
    if (flow) {
      const rest = lines.slice(i).join('\n');
      const start = flow[1].length;
      const element = rest[start] === '<' ? parseJsxElement(rest, start) : undefined;
      const end = element ? element.end : rest[start] === '{' ? expressionEnd(rest, start) : -1;
      if (end > 0) {
        if (element) {
          emitRendered(flow[1], () => renderElement(element, page));
        } else {
          const value = evaluateLiteral(rest.slice(start + 1, end - 1), page.scope);
          if (typeof value === 'string' || typeof value === 'number') emit([`${flow[1]}${value}`]);
        }
        const stop = locate(lines, i, end);
        const after = (lines[stop.line] ?? '').slice(stop.column);
        // Text after the element on its last line is ordinary text.
        if (after.trim()) lines[stop.line] = after;
        i = after.trim() ? stop.line : stop.line + 1;
        previousWasText = false;
        continue;
      }
    }
    const transformed = transformLine(line, page);
    emit([transformed]);
    previousWasText = Boolean(line.trim()) && !/^\s{0,3}#/.test(line);
    i += 1;
  }
  for (const {block, render} of deferred) block.lines = render();
  return joinBlocks(blocks);
}

/**
 * Joins blocks, keeping one blank line at most between them (a quoted `>`
 * counts as blank inside a quote); code blocks keep their own blank lines.
 */
function joinBlocks(blocks: Block[]): string {
  const out: string[] = [];
  for (const block of blocks) {
    for (const raw of block.lines) {
      const line = block.verbatim ? raw : raw.trimEnd();
      const blank = /^[>\s]*$/.test(line);
      if (!block.verbatim && blank && (out.length === 0 || out[out.length - 1] === line)) continue;
      out.push(line);
    }
  }
  while (out.length > 0 && !out[out.length - 1].trim()) out.pop();
  return out.join('\n');
}

/** The Markdown copy of a page: `# Title`, its description quoted, then the converted body. */
export function mdxToMarkdown(page: PageSource, context: ConversionContext): string {
  const resolveLink = (href: string) => resolveDocLink(href, context.links);
  const pageContext: PageContext = {
    ...context,
    filePath: page.filePath,
    resolveLink,
    api: {html: htmlToMarkdownConverter(resolveLink), link: resolveLink},
    scope: {},
  };
  const body = convertBody(page.source.replace(FRONT_MATTER, ''), pageContext);
  const description = page.description?.replace(/\s+/g, ' ').trim();
  return [`# ${page.title}`, description && blockquote(description), body].filter(Boolean).join('\n\n') + '\n';
}

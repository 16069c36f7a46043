/**
 * Just enough of MDX's JSX to turn components into Markdown: find where an
 * element starts and ends in the page text, read its attributes, and
 * evaluate literal attribute values (`lines={[{packages: ['a']}]}`).
 * Expressions are parsed by TypeScript, so object and array literals are read
 * exactly, never by pattern.
 */
import ts from 'typescript';

/** An attribute's value: a string, an evaluated literal expression, `true` when written bare, or an identifier to look up. */
export type JsxAttributeValue = {kind: 'string'; value: string} | {kind: 'expression'; source: string} | {kind: 'bare'};

export type JsxElement = {
  name: string;
  attributes: Record<string, JsxAttributeValue>;
  /** MDX between the opening and closing tags ('' when self-closing). */
  children: string;
  /** Offset just past the element in the scanned text. */
  end: number;
};

const NAME = /[A-Za-z_$][\w$.:-]*/y;

/** Offset just past a quoted string or template literal that opens at `start`. */
function skipString(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length && text[i] !== quote) {
    if (text[i] === '\\') i += 1;
    else if (quote === '`' && text.startsWith('${', i)) i = skipBraces(text, i + 1) - 1;
    i += 1;
  }
  return i + 1;
}

/** Offset just past the `}` that closes the `{` at `start`, skipping strings and comments. */
function skipBraces(text: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const char = text[i];
    if (char === '"' || char === "'" || char === '`') {
      i = skipString(text, i);
      continue;
    }
    if (text.startsWith('/*', i)) {
      const close = text.indexOf('*/', i + 2);
      i = close < 0 ? text.length : close + 2;
      continue;
    }
    if (text.startsWith('//', i)) {
      const close = text.indexOf('\n', i);
      i = close < 0 ? text.length : close;
      continue;
    }
    if (char === '{') depth += 1;
    if (char === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
    i += 1;
  }
  return text.length;
}

/** Offset just past a balanced `{…}` expression (an MDX expression or comment) opening at `start`. */
export function expressionEnd(text: string, start: number): number {
  return skipBraces(text, start);
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && /\s/.test(text[i])) i += 1;
  return i;
}

/**
 * Offset of the `</name>` closing the element whose content starts at
 * `from`, counting nested elements of the same name; -1 when unclosed.
 */
function closingTagStart(text: string, name: string, from: number): number {
  const tags = new RegExp(`<(/?)${name.replace(/[.$]/g, '\\$&')}(?=[\\s/>])`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(text); match; match = tags.exec(text)) {
    if (match[1]) {
      depth -= 1;
      if (depth === 0) return match.index;
      continue;
    }
    // A nested opening tag counts only if it is not self-closing.
    const nested = parseOpeningTag(text, match.index);
    if (nested && !nested.selfClosing) depth += 1;
    if (nested) tags.lastIndex = nested.end;
  }
  return -1;
}

function parseOpeningTag(text: string, start: number): {name: string; attributes: Record<string, JsxAttributeValue>; selfClosing: boolean; end: number} | undefined {
  if (text[start] !== '<') return undefined;
  NAME.lastIndex = start + 1;
  const nameMatch = NAME.exec(text);
  if (!nameMatch) return undefined;
  const name = nameMatch[0];
  const attributes: Record<string, JsxAttributeValue> = {};
  let i = NAME.lastIndex;
  while (i < text.length) {
    i = skipSpace(text, i);
    if (text.startsWith('/>', i)) return {name, attributes, selfClosing: true, end: i + 2};
    if (text[i] === '>') return {name, attributes, selfClosing: false, end: i + 1};
    if (text[i] === '{') {
      // A spread (`{...props}`) or a comment: nothing we can render from.
      i = skipBraces(text, i);
      continue;
    }
    NAME.lastIndex = i;
    const attribute = NAME.exec(text);
    if (!attribute) return undefined;
    i = skipSpace(text, NAME.lastIndex);
    if (text[i] !== '=') {
      attributes[attribute[0]] = {kind: 'bare'};
      continue;
    }
    i = skipSpace(text, i + 1);
    if (text[i] === '"' || text[i] === "'") {
      const end = skipString(text, i);
      attributes[attribute[0]] = {kind: 'string', value: text.slice(i + 1, end - 1)};
      i = end;
    } else if (text[i] === '{') {
      const end = skipBraces(text, i);
      attributes[attribute[0]] = {kind: 'expression', source: text.slice(i + 1, end - 1).trim()};
      i = end;
    } else {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The JSX element opening at `start` (`<Name …/>` or `<Name …>…</Name>`),
 * or undefined when the text there is not a complete element.
 */
export function parseJsxElement(text: string, start: number): JsxElement | undefined {
  const opening = parseOpeningTag(text, start);
  if (!opening) return undefined;
  if (opening.selfClosing) return {name: opening.name, attributes: opening.attributes, children: '', end: opening.end};
  const close = closingTagStart(text, opening.name, opening.end);
  if (close < 0) return undefined;
  const closeEnd = text.indexOf('>', close) + 1;
  return {name: opening.name, attributes: opening.attributes, children: text.slice(opening.end, close), end: closeEnd};
}

/** What `evaluateLiteral` returns for anything that is not a literal (a call, a JSX element, an unknown name). */
export const NOT_LITERAL = Symbol('not a literal');

function evaluateNode(node: ts.Node, scope: Record<string, unknown>): unknown {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return evaluateNode(node.expression, scope);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
    const value = evaluateNode(node.operand, scope);
    return typeof value === 'number' ? -value : NOT_LITERAL;
  }
  if (ts.isIdentifier(node)) return Object.hasOwn(scope, node.text) ? scope[node.text] : NOT_LITERAL;
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map((element) => evaluateNode(element, scope));
    return items.includes(NOT_LITERAL) ? NOT_LITERAL : items;
  }
  if (ts.isObjectLiteralExpression(node)) {
    // Properties that are not literals (an icon element) are left out rather than spoiling the object.
    const object: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
        const value = evaluateNode(property.initializer, scope);
        if (value !== NOT_LITERAL) object[property.name.text] = value;
      } else if (ts.isShorthandPropertyAssignment(property) && Object.hasOwn(scope, property.name.text)) {
        object[property.name.text] = scope[property.name.text];
      }
    }
    return object;
  }
  return NOT_LITERAL;
}

/**
 * The value of a literal JavaScript expression (`[{comment: 'Pro', packages: ['a']}]`);
 * identifiers are looked up in `scope`. NOT_LITERAL when it cannot be known without running code.
 */
export function evaluateLiteral(source: string, scope: Record<string, unknown> = {}): unknown {
  const file = ts.createSourceFile('expression.tsx', `(${source});`, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const [statement] = file.statements;
  if (file.statements.length !== 1 || !statement || !ts.isExpressionStatement(statement)) return NOT_LITERAL;
  return evaluateNode(statement.expression, scope);
}

/** The literal value a module gives a top-level `const` (`export const PRODUCTS = [...]`), or NOT_LITERAL. */
export function constantOfModule(moduleSource: string, name: string): unknown {
  const file = ts.createSourceFile('module.tsx', moduleSource, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) {
        return evaluateNode(declaration.initializer, {});
      }
    }
  }
  return NOT_LITERAL;
}

/** An attribute's value: strings as written, expressions evaluated in `scope`, bare attributes `true`; undefined when absent. */
export function attributeValue(element: JsxElement, name: string, scope: Record<string, unknown> = {}): unknown {
  const attribute = element.attributes[name];
  if (!attribute) return undefined;
  if (attribute.kind === 'string') return attribute.value;
  if (attribute.kind === 'bare') return true;
  return evaluateLiteral(attribute.source, scope);
}

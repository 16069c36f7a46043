import React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import {render, screen} from '@testing-library/react';
import {compileDemo, describeLiveError, evaluateDemo, LiveCodeError, liveRequire, type ModuleRunner} from './liveCode';

/** jsdom cannot import blob: modules; the body runs through Function here, as the module would. */
const runWithFunction: ModuleRunner = async (body) => {
  // eslint-disable-next-line no-new-func
  return new Function('require', 'module', 'exports', body) as Awaited<ReturnType<ModuleRunner>>;
};

const REACT_SCOPE = {react: React, 'react/jsx-runtime': jsxRuntime};

const COUNTER = `import * as React from 'react';

export default function Counter() {
  const [count, setCount] = React.useState<number>(3);
  return <button type="button" onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}
`;

async function evaluate(code: string, fileName = 'Counter.tsx', modules: Record<string, unknown> = REACT_SCOPE, partial: string[] = []) {
  return evaluateDemo(code, fileName, {modules, partial: new Set(partial)}, runWithFunction);
}

async function failure(promise: Promise<unknown>): Promise<LiveCodeError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(LiveCodeError);
    return error as LiveCodeError;
  }
  throw new Error('expected a LiveCodeError');
}

it('turns edited TypeScript into a component that renders with the page’s React', async () => {
  const Counter = await evaluate(COUNTER.replace('useState<number>(3)', 'useState<number>(41)'));
  render(<Counter />);
  expect(screen.getByRole('button')).toHaveTextContent('Clicked 41 times');
});

it('keeps the reader’s lines where they were, so positions point at their code', async () => {
  const body = await compileDemo(COUNTER, 'Counter.tsx');
  const line = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle));
  expect(line(body, 'useState')).toBe(line(COUNTER, 'useState'));
});

it('reports a syntax error with its line and column, in the reader’s numbering', async () => {
  const error = await failure(evaluate(COUNTER.replace('setCount(count + 1)', 'setCount(count + )')));
  expect(error.kind).toBe('syntax');
  expect(error.line).toBe(5);
  expect(error.column).toBeGreaterThan(1);
  expect(describeLiveError(error).text).toMatch(/^Unexpected token.* \(line 5, column \d+\)$/);
});

it('catches a missing brace that the transform alone would turn into other, valid code', async () => {
  const code = `export default function Demo() {\n  const series = [\n    { label: 'City', data: [1] },\n    { label: 'Road', data: [2] ,\n    { label: 'E-bikes', data: [3] },\n  ];\n  return series.length;\n}`;
  const error = await failure(evaluate(code));
  expect(error.kind).toBe('syntax');
  expect(error.line).toBe(5);
});

it('refuses type annotations in the JavaScript version', async () => {
  const error = await failure(evaluate(`const start: number = 3;\nexport default function Demo() { return start; }`, 'Demo.js'));
  expect(error.kind).toBe('syntax');
});

it('names an import the demo does not have, and what it can import', async () => {
  // An import nothing uses is dropped with the types; this one is used.
  const error = await failure(evaluate(`import chunk from 'lodash/chunk';\nconst pages = chunk([1, 2, 3], 2);\n${COUNTER}`));
  expect(error.kind).toBe('import');
  expect(error.message).toMatch(/^"lodash\/chunk" is not available in the live editor\. This demo can import "react"\./);
  expect(error.message).not.toContain('jsx-runtime');
});

it('names an export the demo did not import from a package it holds in part, when the code uses it', async () => {
  const Button = () => <button type="button">Save</button>;
  const modules = {...REACT_SCOPE, '@mui/material/Button': {__esModule: true, default: Button, buttonClasses: {root: 'r'}}};
  const Demo = await evaluate(
    `import Button, {buttonBaseClasses} from '@mui/material/Button';\nexport default function Demo() { return <span className={buttonBaseClasses.root}><Button /></span>; }`,
    'Demo.tsx',
    modules,
    ['@mui/material/Button'],
  );
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Demo />)).toThrow(/"buttonBaseClasses" from "@mui\/material\/Button" is not loaded for this demo \(it imports buttonClasses\)/);
});

it('reports an error thrown while the module runs, and a default export that is no component', async () => {
  const thrown = await failure(evaluate(`const rows = null;\nconst first = rows.length;\nexport default function Demo() { return null; }`));
  expect(thrown.kind).toBe('runtime');
  expect(thrown.message).toMatch(/null/);
  const notComponent = await failure(evaluate('export default 42;'));
  expect(notComponent.message).toMatch(/default export/);
});

it('answers modules only from the scope, never from the page', () => {
  const require = liveRequire({react: React});
  expect(require('react')).toBe(React);
  expect(() => require('constructor')).toThrow(/"constructor" is not available/);
});

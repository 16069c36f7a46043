import React, {useState, type ComponentType} from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import Root from '@site/src/theme/Root';
import type {DemoFile} from '../DemoStage';
import LiveEditor, {type LiveError} from '.';

// jsdom cannot import blob: modules: the compiled body runs through Function instead.
jest.mock('@site/src/modules/demos/moduleRunner', () => ({
  // eslint-disable-next-line no-new-func
  runAsBlobModule: async (body: string) => new Function('require', 'module', 'exports', body),
}));

// The site's code theme (src/config/themeConfig.ts), which the generated site config carries.
jest.mock('@docusaurus/theme-common', () => {
  const {themes} = jest.requireActual<typeof import('prism-react-renderer')>('prism-react-renderer');
  return {...jest.requireActual('@docusaurus/theme-common'), useThemeConfig: () => ({prism: {theme: themes.palenight}})};
});

const ORIGINAL = `import * as React from 'react';\n\nexport default function Greeting() {\n  return <p>Hello</p>;\n}\n`;

function Original() {
  return <p>Hello</p>;
}

const demo: DemoFile = {
  ts: ORIGINAL,
  js: ORIGINAL,
  versions: {},
  load: async () => ({default: Original, scope: {react: React}, partial: []}),
};

const previews: Array<ComponentType | null> = [];
const errors: Array<LiveError | null> = [];

function Harness() {
  const [code, setCode] = useState(ORIGINAL);
  const [Preview, setPreview] = useState<ComponentType | null>(null);
  return (
    <Root>
      <div data-testid="preview">{Preview ? <Preview /> : <Original />}</div>
      <LiveEditor
        demo={demo}
        fileName="Greeting.tsx"
        code={code}
        originalCode={ORIGINAL}
        onChange={setCode}
        onPreview={(next) => {
          previews.push(next);
          setPreview(() => next);
        }}
        onError={(error) => errors.push(error)}
        caret={0}
      />
    </Root>
  );
}

/** Lets the compile step's promises (transpiler, scope, module) settle. */
async function settle() {
  for (let i = 0; i < 20; i += 1) {
    // eslint-disable-next-line no-await-in-loop
    await act(async () => {
      await Promise.resolve();
    });
  }
}

beforeEach(() => {
  previews.length = 0;
  errors.length = 0;
  jest.useFakeTimers();
});

afterEach(() => jest.useRealTimers());

it('names the editor after the demo file, focuses it and says how to leave it', async () => {
  render(<Harness />);
  const editor = screen.getByRole('textbox', {name: 'Editable source of Greeting.tsx'});
  expect(editor).toHaveFocus();
  expect(editor).toHaveAccessibleDescription('Press Esc, then Tab, to leave the editor');
});

it('renders the edit 166 ms after the last keystroke (MUI’s debounce), not before', async () => {
  render(<Harness />);
  await settle();
  const editor = screen.getByRole('textbox');
  fireEvent.change(editor, {target: {value: ORIGINAL.replace('Hello', 'Hello again')}});
  await act(async () => jest.advanceTimersByTime(100));
  fireEvent.change(editor, {target: {value: ORIGINAL.replace('Hello', 'Hello there')}});
  await act(async () => jest.advanceTimersByTime(165));
  await settle();
  expect(previews).toEqual([]);
  await act(async () => jest.advanceTimersByTime(1));
  await settle();
  expect(previews).toHaveLength(1);
  expect(screen.getByTestId('preview')).toHaveTextContent('Hello there');
  expect(errors.at(-1)).toBeNull();
});

it('keeps the last good render under a syntax error, with the line, and clears the message once fixed', async () => {
  render(<Harness />);
  await settle();
  const editor = screen.getByRole('textbox');
  fireEvent.change(editor, {target: {value: ORIGINAL.replace('Hello', 'Good')}});
  await act(async () => jest.advanceTimersByTime(166));
  await settle();
  expect(screen.getByTestId('preview')).toHaveTextContent('Good');
  fireEvent.change(editor, {target: {value: ORIGINAL.replace('<p>Hello</p>', '<p>Good</p')}});
  await act(async () => jest.advanceTimersByTime(166));
  await settle();
  expect(errors.at(-1)).toMatchObject({kind: 'syntax', text: expect.stringMatching(/\(line 4, column \d+\)$/)});
  expect(screen.getByTestId('preview')).toHaveTextContent('Good');
  fireEvent.change(editor, {target: {value: ORIGINAL.replace('Hello', 'Fixed')}});
  await act(async () => jest.advanceTimersByTime(166));
  await settle();
  expect(errors.at(-1)).toBeNull();
  expect(screen.getByTestId('preview')).toHaveTextContent('Fixed');
});

it('goes back to the demo itself when the code is the original again', async () => {
  render(<Harness />);
  await settle();
  const editor = screen.getByRole('textbox');
  fireEvent.change(editor, {target: {value: ORIGINAL.replace('Hello', 'Changed')}});
  await act(async () => jest.advanceTimersByTime(166));
  await settle();
  fireEvent.change(editor, {target: {value: ORIGINAL}});
  await act(async () => jest.advanceTimersByTime(166));
  await settle();
  expect(previews.at(-1)).toBeNull();
  expect(screen.getByTestId('preview')).toHaveTextContent('Hello');
});

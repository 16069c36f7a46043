import React from 'react';
import {renderToString} from 'react-dom/server';
import {act, render, screen} from '@testing-library/react';
import {CodePreferencesProvider, useCodeStyling, useCodeVariant, useSetCodeVariant} from './codePreferences';

function Show() {
  const setVariant = useSetCodeVariant();
  return (
    <button type="button" onClick={() => setVariant('JS')}>
      {`${useCodeVariant()} / ${useCodeStyling()}`}
    </button>
  );
}

const tree = (
  <CodePreferencesProvider>
    <Show />
  </CodePreferencesProvider>
);

function clearCookies() {
  for (const name of ['codeVariant', 'codeStyling']) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

beforeEach(() => {
  clearCookies();
  window.history.replaceState(null, '', '/x/introduction/');
});

it('renders the defaults on the server, whatever the reader stored', () => {
  document.cookie = 'codeVariant=JS; Path=/';
  expect(renderToString(tree)).toContain('TS / MUI System');
});

it('takes the cookie after hydration, and a demo hash over the cookie', () => {
  document.cookie = 'codeVariant=JS; Path=/';
  document.cookie = 'codeStyling=CSS; Path=/';
  const {unmount} = render(tree);
  expect(screen.getByRole('button')).toHaveTextContent('JS / CSS');
  unmount();
  window.history.replaceState(null, '', '/x/introduction/#tailwind-BasicGrid.tsx');
  render(tree);
  expect(screen.getByRole('button')).toHaveTextContent('TS / Tailwind');
});

it('falls back to the defaults for unknown cookie values', () => {
  document.cookie = 'codeVariant=Python; Path=/';
  document.cookie = 'codeStyling=Sass; Path=/';
  render(tree);
  expect(screen.getByRole('button')).toHaveTextContent('TS / MUI System');
});

it('stores a change in the cookies, raw, in the form the vendor’s other docs write', () => {
  const written: string[] = [];
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    cookie.set!.call(document, value);
  });
  render(tree);
  act(() => screen.getByRole('button').click());
  expect(written).toContain('codeVariant=JS;path=/;max-age=31536000');
  expect(written).toContain('codeStyling=MUI System;path=/;max-age=31536000');
  expect(document.cookie).toContain('codeVariant=JS');
});

it('reads a codeStyling cookie written raw by the vendor’s other docs', () => {
  document.cookie = 'codeStyling=Tailwind;path=/;max-age=31536000';
  render(tree);
  expect(screen.getByRole('button')).toHaveTextContent('TS / Tailwind');
});

it('throws outside its provider', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Show />)).toThrow(/CodePreferencesProvider/);
});

it('renders no consumer again after hydration when the reader keeps the defaults', () => {
  let renders = 0;
  function Consumer() {
    renders += 1;
    return <span>{useCodeVariant()}</span>;
  }
  render(
    <CodePreferencesProvider>
      <Consumer />
    </CodePreferencesProvider>,
  );
  expect(renders).toBe(1);

  clearCookies();
  document.cookie = 'codeVariant=JS; Path=/';
  renders = 0;
  render(
    <CodePreferencesProvider>
      <Consumer />
    </CodePreferencesProvider>,
  );
  // A stored choice does reach the consumers: once for the defaults, once for the choice.
  expect(renders).toBe(2);
});

it('keeps working in a sandboxed iframe, where reading or writing document.cookie throws', () => {
  const refuse = () => {
    throw new DOMException('The document is sandboxed and lacks the "allow-same-origin" flag.', 'SecurityError');
  };
  Object.defineProperty(document, 'cookie', {configurable: true, get: refuse, set: refuse});
  try {
    render(tree);
    expect(screen.getByRole('button')).toHaveTextContent('TS / MUI System');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('JS / MUI System');
  } finally {
    // The own property hid Document.prototype's accessor; removing it restores jsdom's cookies.
    delete (document as {cookie?: string}).cookie;
  }
});

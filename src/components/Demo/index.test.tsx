import React, {useEffect, useState} from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import Root from '@site/src/theme/Root';
import Demo from '.';

jest.mock('@theme/CodeBlock', () => ({
  __esModule: true,
  default: ({children, title}: {children: string; title: string}) => (
    <figure>
      <figcaption>{title}</figcaption>
      <pre data-testid="code">{children}</pre>
    </figure>
  ),
}));

const source = {
  ts: "import Button from '@mui/material/Button';\nconst greeting: string = 'Hello';\nexport default function Greeting() {}\n",
  js: "import Button from '@mui/material/Button';\nconst greeting = 'Hello';\nexport default function Greeting() {}\n",
  versions: {react: '19.2.9', 'react-dom': '19.2.9', '@mui/material': '7.3.9', '@emotion/react': '11.14.0', '@emotion/styled': '11.14.1'},
};

let mounts = 0;
function Counter() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}

function Broken(): React.ReactNode {
  throw new Error('rows is undefined');
}

function renderDemo(component: React.ComponentType = Counter, name = 'CounterDemo') {
  return render(
    <Root>
      <Demo component={component} source={source} name={name} />
    </Root>,
  );
}

beforeEach(() => {
  mounts = 0;
  document.cookie = 'codeVariant=; Max-Age=0; Path=/';
});

it('runs the demo and shows its TypeScript by default', () => {
  renderDemo();
  expect(screen.getByRole('button', {name: 'Clicked 0 times'})).toBeInTheDocument();
  expect(screen.getByText('CounterDemo.tsx')).toBeInTheDocument();
  expect(screen.getByTestId('code')).toHaveTextContent("const greeting: string = 'Hello';");
});

it('switches to the generated JavaScript and remembers the choice', () => {
  renderDemo();
  fireEvent.click(screen.getByRole('button', {name: 'JS'}));
  expect(screen.getByText('CounterDemo.js')).toBeInTheDocument();
  expect(screen.getByTestId('code')).toHaveTextContent("const greeting = 'Hello';");
  expect(document.cookie).toContain('codeVariant=JS');
});

it('copies exactly the source shown', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, {clipboard: {writeText}});
  renderDemo();
  await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Copy the source'})));
  expect(writeText).toHaveBeenCalledWith(source.ts);
  expect(screen.getByRole('button', {name: 'Copied'})).toBeInTheDocument();
});

it('hides and shows the source', () => {
  renderDemo();
  fireEvent.click(screen.getByRole('button', {name: 'Hide the source'}));
  expect(screen.queryByTestId('code')).toBeNull();
  fireEvent.click(screen.getByRole('button', {name: 'Show the source'}));
  expect(screen.getByTestId('code')).toBeInTheDocument();
});

it('resets the demo by mounting it again', () => {
  renderDemo();
  fireEvent.click(screen.getByRole('button', {name: 'Clicked 0 times'}));
  expect(screen.getByRole('button', {name: 'Clicked 1 times'})).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', {name: 'Reset the demo'}));
  expect(screen.getByRole('button', {name: 'Clicked 0 times'})).toBeInTheDocument();
  expect(mounts).toBe(2);
});

it('links to itself and answers both anchors', () => {
  const {container} = renderDemo();
  expect(screen.getByRole('link', {name: 'Link to this demo'})).toHaveAttribute('href', '#CounterDemo.tsx');
  expect(container.querySelector('[id="CounterDemo.tsx"]')).not.toBeNull();
  expect(container.querySelector('[id="CounterDemo.js"]')).not.toBeNull();
});

it('names a failing demo and keeps the rest of the page', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <Root>
      <p>Text before</p>
      <Demo component={Broken} source={source} name="BrokenGrid" />
      <p>Text after</p>
    </Root>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('The demo “BrokenGrid” stopped with an error.');
  expect(screen.getByRole('alert')).toHaveTextContent('rows is undefined');
  expect(screen.getByText('Text after')).toBeInTheDocument();
});

it.each([
  ['Open in StackBlitz', 'https://stackblitz.com/run'],
  ['Open in CodeSandbox', 'https://codesandbox.io/api/v1/sandboxes/define'],
])('%s posts the project in a new tab, without leaving the page', (label, action) => {
  const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    expect(this.action).toBe(action);
    expect(this.method).toBe('post');
    expect(this.target).toBe('_blank');
  });
  renderDemo();
  fireEvent.click(screen.getByRole('button', {name: label}));
  expect(submit).toHaveBeenCalledTimes(1);
  expect(document.querySelector('form')).toBeNull();
});

import React, {useEffect, useState} from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {BrowserContextProvider} from '@docusaurus/core/lib/client/browserContext';
import Root from '@site/src/theme/Root';
import type * as MountSchedulerModule from '@site/src/modules/demos/mountScheduler';
import {TYPICAL_DEMO_HEIGHT} from '@site/src/modules/demos/reservedHeight';
import Demo, {type DemoFile} from '.';

/** The language of every render of a code block, in order. */
const codeLanguages: string[] = [];

jest.mock('@theme/CodeBlock', () => ({
  __esModule: true,
  default: ({children, title, language}: {children: string; title: string; language: string}) => {
    codeLanguages.push(language);
    return (
      <figure>
        <figcaption>{title}</figcaption>
        <pre data-testid="code" data-language={language}>
          {children}
        </pre>
      </figure>
    );
  },
}));

// jsdom has no viewport: every demo counts as near it, and a "task" is a timer.
jest.mock('@site/src/modules/demos/browserScheduler', () => {
  const {createMountScheduler} = jest.requireActual<typeof MountSchedulerModule>('@site/src/modules/demos/mountScheduler');
  const scheduler = createMountScheduler({
    watchNearViewport: (_element, onNear) => {
      onNear();
      return () => {};
    },
    whenIdle: (callback) => {
      const handle = setTimeout(callback, 0);
      return () => clearTimeout(handle);
    },
    inNewTask: (callback) => {
      const handle = setTimeout(callback, 0);
      return () => clearTimeout(handle);
    },
  });
  return {demoMountScheduler: () => scheduler};
});

const sources = {
  ts: "import Button from '@mui/material/Button';\nconst greeting: string = 'Hello';\nexport default function Greeting() {}\n",
  js: "import Button from '@mui/material/Button';\nconst greeting = 'Hello';\nexport default function Greeting() {}\n",
  versions: {react: '19.2.9', 'react-dom': '19.2.9', '@mui/material': '7.3.9', '@emotion/react': '11.14.0', '@emotion/styled': '11.14.1'},
};

/** A demo file as the remark plugin imports it, whose component "chunk" arrives asynchronously. */
function demoFile(component: React.ComponentType): DemoFile {
  return {...sources, load: () => Promise.resolve({default: component})};
}

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

/** Renders a demo and waits until it is live. */
async function renderDemo(component: React.ComponentType = Counter, name = 'CounterDemo') {
  const view = render(
    <Root>
      <Demo demo={demoFile(component)} name={name} />
    </Root>,
  );
  // The component arrives through the scheduler's tasks: give a busy machine time.
  await screen.findByRole('button', {name: /Clicked/}, {timeout: 5000});
  return view;
}

beforeEach(() => {
  mounts = 0;
  codeLanguages.length = 0;
  document.cookie = 'codeVariant=; Max-Age=0; Path=/';
});

it('runs the demo and shows its TypeScript by default', async () => {
  await renderDemo();
  expect(screen.getByRole('button', {name: 'Clicked 0 times'})).toBeInTheDocument();
  expect(screen.getByText('CounterDemo.tsx')).toBeInTheDocument();
  expect(screen.getByTestId('code')).toHaveTextContent("const greeting: string = 'Hello';");
});

it('switches to the generated JavaScript and remembers the choice', async () => {
  await renderDemo();
  fireEvent.click(screen.getByRole('button', {name: 'JS'}));
  expect(screen.getByText('CounterDemo.js')).toBeInTheDocument();
  expect(screen.getByTestId('code')).toHaveTextContent("const greeting = 'Hello';");
  expect(document.cookie).toContain('codeVariant=JS');
});

it('copies exactly the source shown', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, {clipboard: {writeText}});
  await renderDemo();
  await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Copy the source'})));
  expect(writeText).toHaveBeenCalledWith(sources.ts);
  expect(screen.getByRole('button', {name: 'Copied'})).toBeInTheDocument();
});

it('hides and shows the source', async () => {
  await renderDemo();
  fireEvent.click(screen.getByRole('button', {name: 'Hide the source'}));
  expect(screen.queryByTestId('code')).toBeNull();
  fireEvent.click(screen.getByRole('button', {name: 'Show the source'}));
  expect(screen.getByTestId('code')).toBeInTheDocument();
});

it('resets the demo by mounting it again', async () => {
  await renderDemo();
  fireEvent.click(screen.getByRole('button', {name: 'Clicked 0 times'}));
  expect(screen.getByRole('button', {name: 'Clicked 1 times'})).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', {name: 'Reset the demo'}));
  expect(screen.getByRole('button', {name: 'Clicked 0 times'})).toBeInTheDocument();
  expect(mounts).toBe(2);
});

it('links to itself and answers both anchors', async () => {
  const {container} = await renderDemo();
  expect(screen.getByRole('link', {name: 'Link to this demo'})).toHaveAttribute('href', '#CounterDemo.tsx');
  expect(container.querySelector('[id="CounterDemo.tsx"]')).not.toBeNull();
  expect(container.querySelector('[id="CounterDemo.js"]')).not.toBeNull();
});

it('names a failing demo and keeps the rest of the page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <Root>
      <p>Text before</p>
      <Demo demo={demoFile(Broken)} name="BrokenGrid" />
      <p>Text after</p>
    </Root>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('The demo “BrokenGrid” stopped with an error.');
  expect(screen.getByRole('alert')).toHaveTextContent('rows is undefined');
  expect(screen.getByText('Text after')).toBeInTheDocument();
});

it.each([
  ['Open in StackBlitz', 'https://stackblitz.com/run'],
  ['Open in CodeSandbox', 'https://codesandbox.io/api/v1/sandboxes/define'],
])('%s posts the project in a new tab, without leaving the page', async (label, action) => {
  const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    expect(this.action).toBe(action);
    expect(this.method).toBe('post');
    expect(this.target).toBe('_blank');
  });
  await renderDemo();
  fireEvent.click(screen.getByRole('button', {name: label}));
  expect(submit).toHaveBeenCalledTimes(1);
  expect(document.querySelector('form')).toBeNull();
});

describe('after a route change (no server markup)', () => {
  /** Hydrates an empty page, then mounts the demo as a route change would. */
  function renderAfterHydration(demo: DemoFile, name = 'CounterDemo') {
    const page = (showDemo: boolean) => (
      <BrowserContextProvider>
        <Root>{showDemo && <Demo demo={demo} name={name} />}</Root>
      </BrowserContextProvider>
    );
    const view = render(page(false));
    view.rerender(page(true));
    return view;
  }

  it('first reserves the demo’s space and shows plain code, then runs the demo and highlights the code', async () => {
    let arrive: (module: {default: React.ComponentType}) => void = () => {};
    const demo = {...sources, load: () => new Promise<{default: React.ComponentType}>((resolve) => (arrive = resolve))};
    const {container} = renderAfterHydration(demo);
    const stage = container.querySelector('[data-demo-stage]') as HTMLElement;
    expect(stage).toHaveAttribute('data-demo-stage', 'pending');
    expect(stage).toHaveAttribute('aria-busy', 'true');
    expect(stage.style.height).toBe(`${TYPICAL_DEMO_HEIGHT}px`);
    expect(screen.queryByRole('button', {name: /Clicked/})).toBeNull();
    // The code is there at once, before the demo (the code block highlights it after its first paint).
    expect(screen.getByTestId('code')).toHaveTextContent("const greeting: string = 'Hello';");
    expect(screen.getByTestId('code')).toHaveAttribute('data-language', 'tsx');

    await act(async () => arrive({default: Counter}));
    expect(await screen.findByRole('button', {name: 'Clicked 0 times'})).toBeInTheDocument();
    expect(container.querySelector('[data-demo-stage]')).toHaveAttribute('data-demo-stage', 'live');
  });

  it('names a demo whose code failed to load, and keeps the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAfterHydration({...sources, load: () => Promise.reject(new Error('Loading chunk 4242 failed.'))}, 'OfflineGrid');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The demo “OfflineGrid” stopped with an error.');
    expect(alert).toHaveTextContent('Loading chunk 4242 failed.');
    expect(screen.getByTestId('code')).toBeInTheDocument();
  });
});

it('shows a toolbar button’s hint on keyboard focus through the shared focus-visible hook', async () => {
  await renderDemo();
  const reset = screen.getByRole('button', {name: 'Reset the demo'});
  act(() => reset.focus());
  expect(reset).toHaveAttribute('data-hint', 'Reset the demo');
  expect(reset).toHaveAttribute('data-focus-visible');
  act(() => reset.blur());
  expect(reset).not.toHaveAttribute('data-focus-visible');
});

import React, {type ReactNode} from 'react';
import {act, render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import CodeBlock, {registerCodeBlock} from '.';

// A stand-in for the classic code block. It does not register itself (the
// real ./loaded does), so each test sets what is loaded. The tests run in
// order: nothing is loaded before the first.
jest.mock('./loaded', () => ({__esModule: true, default: ({children}: {children: string}) => <div data-testid="code-block">{children}</div>}));

const CODE = 'npm install @mui/x-data-grid';

function Block({isBrowser}: {isBrowser: boolean}): ReactNode {
  return (
    <BrowserContext.Provider value={isBrowser}>
      <CodeBlock language="bash">{CODE}</CodeBlock>
    </BrowserContext.Provider>
  );
}

it('while hydrating a block whose code has not loaded, waits for it rather than render anything the server did not', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(container.innerHTML));
  observer.observe(container, {childList: true, subtree: true});
  await act(async () => {
    render(<Block isBrowser={false} />, {container});
  });
  observer.disconnect();
  expect(screen.getByTestId('code-block')).toHaveTextContent(CODE);
  expect(seen.filter((html) => html.includes('<pre>'))).toEqual([]);
});

it('in the browser, shows the code as plain text until the code block has loaded', async () => {
  const {container} = render(<Block isBrowser />);
  expect(container.querySelector('pre code')).toHaveTextContent(CODE);
  expect(await screen.findByTestId('code-block')).toHaveTextContent(CODE);
  expect(container.querySelector('pre')).toBeNull();
});

it('renders the code block at once once it is registered, on the server and in the browser', () => {
  registerCodeBlock(({children}) => <div data-testid="registered">{children as string}</div>);
  expect(renderToString(<Block isBrowser={false} />)).toBe(`<div data-testid="registered">${CODE}</div>`);
  render(<Block isBrowser />);
  expect(screen.getByTestId('registered')).toHaveTextContent(CODE);
});

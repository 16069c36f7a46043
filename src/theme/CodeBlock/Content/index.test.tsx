import React, {type ReactNode} from 'react';
import {act, render, screen, waitFor} from '@testing-library/react';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {CodeLineLimit} from '@site/src/contexts/codeLineLimit';
import CodeBlockContent from '.';
import {keptHtml, keptHtmlKey} from './keptHtml';
import {loadedHighlightedContent, registerHighlightedContent} from './registry';

// The real highlighter needs the theme's colour mode. This stand-in does not
// register itself (the real one does), so each test sets the registry's state.
// The tests run in order: nothing is loaded before the first.
jest.mock('./highlighted', () => ({__esModule: true, default: () => <pre data-testid="highlighted">highlighted</pre>}));
jest.mock('@docusaurus/theme-common', () => {
  const theme = {plain: {}, styles: []};
  return {...jest.requireActual('@docusaurus/theme-common'), usePrismTheme: () => theme, useThemeConfig: () => ({prism: {theme}})};
});

const CODE = 'npm install @mui/x-data-grid';
const metadataOf = (code: string) =>
  createCodeBlockMetadata({code, className: 'language-bash', metastring: undefined, magicComments: [], defaultLanguage: undefined, language: undefined, title: undefined, showLineNumbers: undefined});

function Block({isBrowser, code = CODE, wordWrap = {codeBlockRef: {current: null}, isEnabled: false, isCodeScrollable: false, toggle: () => {}}}: {isBrowser: boolean; code?: string; wordWrap?: {codeBlockRef: {current: HTMLPreElement | null}; isEnabled: boolean; isCodeScrollable: boolean; toggle: () => void}}): ReactNode {
  return (
    <BrowserContext.Provider value={isBrowser}>
      <CodeBlockContextProvider metadata={metadataOf(code)} wordWrap={wordWrap}>
        <CodeBlockContent />
      </CodeBlockContextProvider>
    </BrowserContext.Provider>
  );
}

const SERVER_PRE = '<pre class="prism-code language-bash"><code><span class="token function">npm</span> install @mui/x-data-grid</code></pre>';

it('hydrates the server’s highlighted HTML without Prism, keeps it, and renders it again from the copy', async () => {
  const errors = jest.spyOn(console, 'error');
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = `<div class="box">${SERVER_PRE}</div>`;
  const codeBlockRef = {current: null as HTMLPreElement | null};
  await act(async () => {
    hydrateRoot(container, <Block isBrowser={false} wordWrap={{codeBlockRef, isEnabled: false, isCodeScrollable: false, toggle: () => {}}} />);
  });
  expect(container.innerHTML).toBe(`<div class="box">${SERVER_PRE}</div>`);
  expect(codeBlockRef.current).toBe(container.querySelector('pre'));
  expect(errors).not.toHaveBeenCalled();
  expect(keptHtml(keptHtmlKey(metadataOf(CODE)))).toBe(SERVER_PRE);

  // The classic code block remounts after hydration: the kept copy, still no Prism.
  const {container: remounted} = render(<Block isBrowser />);
  expect(remounted.innerHTML).toBe(`<div class="box">${SERVER_PRE}</div>`);
  expect(loadedHighlightedContent()).toBeNull();
});

it('leaves the kept HTML alone when the block renders again (the word-wrap button styles the <code> in place)', () => {
  const {container, rerender} = render(<Block isBrowser />);
  const code = container.querySelector('code')!;
  code.style.whiteSpace = 'pre-wrap';
  rerender(<Block isBrowser />);
  expect(container.querySelector('code')).toBe(code);
  expect(code.style.whiteSpace).toBe('pre-wrap');
});

it('for a block it has no highlighted HTML for, shows the code unhighlighted until Prism has loaded', async () => {
  const other = 'yarn add @mui/x-charts';
  render(<Block isBrowser code={other} />);
  expect(screen.getByText(other).tagName).toBe('CODE');
  expect(await screen.findByTestId('highlighted')).toBeInTheDocument();
  expect(screen.queryByText(other)).toBeNull();
});

it('under `npm start` (no server HTML to hydrate), renders the block from the first render, not an empty box to keep', () => {
  // Docusaurus defines the variable in its browser bundle: false when pages are not server rendered.
  process.env.HYDRATE_CLIENT_ENTRY = 'false';
  try {
    const {container} = render(<Block isBrowser={false} code="pnpm add @mui/x-charts" />);
    // The word-wrap button measures this <pre> as soon as the block mounts.
    expect(container.querySelector('.box pre')).not.toBeNull();
  } finally {
    delete process.env.HYDRATE_CLIENT_ENTRY;
  }
});

it('on the server (which has Prism from the start), renders the highlighted content in the same box', () => {
  registerHighlightedContent(() => <pre data-testid="highlighted">highlighted</pre>);
  expect(renderToString(<Block isBrowser={false} code="pnpm add @mui/x-tree-view" />)).toBe('<div class="box"><pre data-testid="highlighted">highlighted</pre></div>');
});

it('once Prism is loaded, a block rendered anew paints as plain text in the same content, then highlighted in a transition', async () => {
  const languages: string[] = [];
  registerHighlightedContent(function Highlighted() {
    const {metadata} = useCodeBlockContext();
    languages.push(metadata.language);
    return <pre data-testid="highlighted" data-language={metadata.language} />;
  });
  render(<Block isBrowser code="npm install @mui/x-date-pickers" />);
  await waitFor(() => expect(screen.getByTestId('highlighted')).toHaveAttribute('data-language', 'bash'));
  expect(languages[0]).toBe('text');
});

it('under a line limit renders only the first lines, while the block itself keeps the whole code', async () => {
  const shownCode: string[] = [];
  registerHighlightedContent(function Highlighted() {
    const {metadata} = useCodeBlockContext();
    shownCode.push(metadata.code);
    return <pre data-testid="highlighted">{metadata.code}</pre>;
  });
  const code = ['import * as React from "react";', 'const a = 1;', 'const b = 2;', 'const c = 3;', 'export default a;'].join('\n');
  let outerCode = '';
  function CopySource(): ReactNode {
    outerCode = useCodeBlockContext().metadata.code;
    return null;
  }
  function Limited({lines}: {lines: number | null}): ReactNode {
    return (
      <BrowserContext.Provider value>
        <CodeBlockContextProvider metadata={metadataOf(code)} wordWrap={{codeBlockRef: {current: null}, isEnabled: false, isCodeScrollable: false, toggle: () => {}}}>
          <CopySource />
          <CodeLineLimit lines={lines}>
            <CodeBlockContent />
          </CodeLineLimit>
        </CodeBlockContextProvider>
      </BrowserContext.Provider>
    );
  }
  const {rerender} = render(<Limited lines={2} />);
  await waitFor(() => expect(screen.getByTestId('highlighted').textContent).toBe('import * as React from "react";\nconst a = 1;'));
  expect(outerCode).toBe(code);
  expect(shownCode.every((shown) => shown === 'import * as React from "react";\nconst a = 1;')).toBe(true);

  rerender(<Limited lines={null} />);
  await waitFor(() => expect(screen.getByTestId('highlighted').textContent).toBe(code));
});

import React, {type ReactNode} from 'react';
import {render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {createMemoryHistory, type MemoryHistory} from 'history';
import {Router} from 'react-router-dom';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import DeferredSection from '.';

function Page({history, isBrowser}: {history: MemoryHistory; isBrowser: boolean}): ReactNode {
  return (
    <BrowserContext.Provider value={isBrowser}>
      <Router history={history}>
        <h1>Sorting</h1>
        <DeferredSection>
          <h2 id="multi-sorting">Multi-sorting</h2>
        </DeferredSection>
        <DeferredSection>
          <h2 id="api">API</h2>
        </DeferredSection>
      </Router>
    </BrowserContext.Provider>
  );
}

/** A history that has just followed a link (PUSH) to `path`. */
function afterClick(path: string): MemoryHistory {
  const history = createMemoryHistory({initialEntries: ['/x/react-data-grid/editing/']});
  history.push(path);
  return history;
}

it('renders every section on the server, with no element of its own', () => {
  const html = renderToString(<Page history={createMemoryHistory({initialEntries: ['/x/react-data-grid/sorting/']})} isBrowser={false} />);
  expect(html).toBe('<h1>Sorting</h1><h2 id="multi-sorting">Multi-sorting</h2><h2 id="api">API</h2>');
});

it('after a click to a page, holds the sections back, then renders them one by one after the first paint', async () => {
  const {container} = render(<Page history={afterClick('/x/react-data-grid/sorting/')} isBrowser />);
  expect(screen.getByRole('heading', {level: 1})).toBeInTheDocument();
  expect(container.querySelectorAll('[data-deferred-section="waiting"]')).toHaveLength(2);
  expect(screen.queryByRole('heading', {level: 2})).toBeNull();
  expect(await screen.findByRole('heading', {name: 'Multi-sorting'})).toBeInTheDocument();
  expect(await screen.findByRole('heading', {name: 'API'})).toBeInTheDocument();
  expect(container.querySelector('[data-deferred-section]')).toBeNull();
  expect([...container.querySelectorAll('h1, h2')].map((heading) => heading.textContent)).toEqual(['Sorting', 'Multi-sorting', 'API']);
});

it('renders at once for a link to an anchor, which must be there to scroll to', () => {
  render(<Page history={afterClick('/x/react-data-grid/sorting/#api')} isBrowser />);
  expect(screen.getByRole('heading', {name: 'API'})).toBeInTheDocument();
});

it('renders at once after Back, so the browser can restore the scroll position', () => {
  const history = afterClick('/x/react-data-grid/sorting/');
  history.push('/x/react-data-grid/filtering/');
  history.goBack();
  expect(history.action).toBe('POP');
  render(<Page history={history} isBrowser />);
  expect(screen.getByRole('heading', {name: 'Multi-sorting'})).toBeInTheDocument();
});

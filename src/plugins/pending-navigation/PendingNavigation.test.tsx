import React, {type ReactNode} from 'react';
import {act, render, screen} from '@testing-library/react';
import {Route, Router, useLocation} from 'react-router-dom';
import {createMemoryHistory} from 'history';
import {loadedRoutes} from '@site/src/modules/navigation/loadedRoutes';
import PendingNavigation from './PendingNavigation';

/** The next page's chunks: settled by the test. */
let settlePreload: {resolve: () => void; reject: (error: Error) => void} | null = null;
const mockPreload = jest.fn(
  (_pathname: string) =>
    new Promise<void[]>((resolve, reject) => {
      settlePreload = {resolve: () => resolve([]), reject};
    }),
);
jest.mock('@docusaurus/core/lib/client/preload', () => ({__esModule: true, default: (pathname: string) => mockPreload(pathname)}));

/** A client module's route mockLifecycle, as a progress bar uses it. */
const mockLifecycle: string[] = [];
jest.mock('@generated/client-modules', () => ({
  __esModule: true,
  default: [
    {
      onRouteUpdate: ({location}: {location: {pathname: string}}) => {
        mockLifecycle.push(`update ${location.pathname}`);
        return () => mockLifecycle.push(`loaded ${location.pathname}`);
      },
      onRouteDidUpdate: ({location}: {location: {pathname: string}}) => mockLifecycle.push(`did update ${location.pathname}`),
    },
  ],
}));

const rendered: string[] = [];
function Page(): ReactNode {
  const {pathname} = useLocation();
  rendered.push(pathname);
  return <h1>{pathname}</h1>;
}

function renderApp(start: string) {
  const history = createMemoryHistory({initialEntries: [start]});
  render(
    <Router history={history}>
      <Route
        render={({location}) => (
          <PendingNavigation location={location}>
            <Page />
          </PendingNavigation>
        )}
      />
    </Router>,
  );
  rendered.length = 0;
  mockLifecycle.length = 0;
  return history;
}

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  mockPreload.mockClear();
  settlePreload = null;
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

it('counts the page it starts on as loaded', () => {
  renderApp('/x/react-date-pickers/');
  expect(loadedRoutes.has('/x/react-date-pickers/')).toBe(true);
});

it('renders a page whose code has loaded at once, without rendering the page being left again', () => {
  loadedRoutes.add('/x/react-data-grid/sorting/');
  const history = renderApp('/x/react-data-grid/editing/');
  act(() => history.push('/x/react-data-grid/sorting/'));
  expect(screen.getByRole('heading')).toHaveTextContent('/x/react-data-grid/sorting/');
  expect(rendered).toEqual(['/x/react-data-grid/sorting/']);
  expect(mockPreload).not.toHaveBeenCalled();
  expect(mockLifecycle).toEqual(['update /x/react-data-grid/sorting/', 'loaded /x/react-data-grid/sorting/', 'did update /x/react-data-grid/sorting/']);
});

it('keeps the page being left on screen until the next page’s code has loaded, then remembers it', async () => {
  const history = renderApp('/x/react-charts/lines/');
  act(() => history.push('/x/react-charts/bars/'));
  expect(mockPreload).toHaveBeenCalledWith('/x/react-charts/bars/');
  expect(screen.getByRole('heading')).toHaveTextContent('/x/react-charts/lines/');
  expect(mockLifecycle).toEqual(['update /x/react-charts/bars/']);
  expect(loadedRoutes.has('/x/react-charts/bars/')).toBe(false);

  await act(async () => settlePreload!.resolve());
  expect(screen.getByRole('heading')).toHaveTextContent('/x/react-charts/bars/');
  expect(mockLifecycle).toEqual(['update /x/react-charts/bars/', 'loaded /x/react-charts/bars/', 'did update /x/react-charts/bars/']);
  expect(loadedRoutes.has('/x/react-charts/bars/')).toBe(true);

  // Going back to the first page, then again to the second, waits for nothing.
  act(() => history.push('/x/react-charts/lines/'));
  expect(screen.getByRole('heading')).toHaveTextContent('/x/react-charts/lines/');
  act(() => history.push('/x/react-charts/bars/'));
  expect(screen.getByRole('heading')).toHaveTextContent('/x/react-charts/bars/');
  expect(mockPreload).toHaveBeenCalledTimes(1);
});

it('stays on the page being left when the next page’s code fails to load, and reloads it', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const history = renderApp('/x/react-tree-view/');
  // jsdom cannot reload a page: it reports the attempt as an error.
  const jsdomError = jest.spyOn(console, 'error').mockImplementation(() => {});
  act(() => history.push('/x/react-tree-view/getting-started/'));
  await act(async () => settlePreload!.reject(new Error('ChunkLoadError')));
  expect(warn).toHaveBeenCalledWith(expect.objectContaining({message: 'ChunkLoadError'}));
  expect(jsdomError).toHaveBeenCalledWith(expect.objectContaining({message: expect.stringContaining('navigation')}));
  expect(screen.getByRole('heading')).toHaveTextContent('/x/react-tree-view/');
  expect(loadedRoutes.has('/x/react-tree-view/getting-started/')).toBe(false);
});

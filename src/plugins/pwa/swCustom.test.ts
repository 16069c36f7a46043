import {SKIP_WAITING_MESSAGE} from '../../modules/pwa/messages';
import swCustom from './swCustom';

type Listener = (event: {data?: unknown; waitUntil: (promise: Promise<unknown>) => void}) => void;

/** A worker scope with one open tab, which the worker must never navigate. */
function fakeWorkerScope() {
  const listeners = new Map<string, Listener[]>();
  const tab = {url: 'https://mui.com/x/react-data-grid/', navigate: jest.fn(() => Promise.resolve(null))};
  return {
    tab,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    skipWaiting: jest.fn(() => Promise.resolve()),
    clients: {matchAll: jest.fn(() => Promise.resolve([tab]))},
    /** Dispatches an event and waits for what the listeners asked to wait for. */
    async dispatch(type: string, data?: unknown) {
      const pending: Promise<unknown>[] = [];
      for (const listener of listeners.get(type) ?? []) listener({data, waitUntil: (promise) => pending.push(promise)});
      await Promise.all(pending);
    },
  };
}

// The worker reads the global `self`, as it does once bundled into sw.js.
let scope: ReturnType<typeof fakeWorkerScope>;
const realSelf = Object.getOwnPropertyDescriptor(globalThis, 'self')!;
beforeEach(() => {
  scope = fakeWorkerScope();
  Object.defineProperty(globalThis, 'self', {value: scope, configurable: true});
  swCustom({offlineMode: false, debug: false});
});
afterEach(() => Object.defineProperty(globalThis, 'self', realSelf));

it('skips waiting on install', async () => {
  await scope.dispatch('install');
  expect(scope.skipWaiting).toHaveBeenCalledTimes(1);
});

it("activates on the page's skip-waiting message and leaves every tab to reload itself", async () => {
  await scope.dispatch('message', SKIP_WAITING_MESSAGE);
  expect(scope.skipWaiting).toHaveBeenCalledTimes(1);
  expect(scope.clients.matchAll).not.toHaveBeenCalled();
  expect(scope.tab.navigate).not.toHaveBeenCalled();
});

it.each([['hello'], [{type: 'reload'}], [null], [`${SKIP_WAITING_MESSAGE} `]])('does nothing on any other message (%p)', async (data) => {
  await scope.dispatch('message', data);
  expect(scope.skipWaiting).not.toHaveBeenCalled();
  expect(scope.tab.navigate).not.toHaveBeenCalled();
});

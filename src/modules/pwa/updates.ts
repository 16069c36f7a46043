/**
 * The page side of the service worker once registered (behaviour.md §1):
 * tell a waiting worker to take over, and reload the page once the new worker
 * is active and the tab has focus. Browser objects are passed in so every
 * branch can be tested with fakes. Where it registers: ./host.
 */
import {SKIP_WAITING_MESSAGE} from './messages';

/** How often a pending reload checks whether the tab has focus. */
export const RELOAD_FOCUS_POLL_MS = 100;

/** What the Docusaurus PWA worker reads from its own URL (`?params=`). */
export type WorkerParams = {offlineMode: boolean; debug: boolean};

export function serviceWorkerUrl(scriptPath: string, params: WorkerParams): string {
  return `${scriptPath}?params=${encodeURIComponent(JSON.stringify(params))}`;
}

type Timers = {
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
};

/** Marks a field whose text the reader would lose on a reload (the feedback comment); see createLazyReload. */
export const DRAFT_ATTRIBUTE = 'data-reader-draft';

/** Whether a field marked with DRAFT_ATTRIBUTE holds text. */
export function hasReaderDraft(root: ParentNode): boolean {
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`[${DRAFT_ATTRIBUTE}]`)].some((field) => field.value.trim() !== '');
}

/**
 * Reloads once the document has focus and holds no unsent draft, checking
 * every 100 ms. Waiting for focus avoids an endless reload loop when "Update
 * on reload" is ticked in the DevTools, and never reloads a page the reader is
 * not looking at; waiting for the draft to be sent or cleared keeps what the
 * reader wrote.
 */
export function createLazyReload({timers, hasFocus, hasDraft = () => false, reload}: {timers: Timers; hasFocus: () => boolean; hasDraft?: () => boolean; reload: () => void}): () => void {
  let handle: unknown;
  return () => {
    timers.clearInterval(handle);
    handle = timers.setInterval(() => {
      if (hasFocus() && !hasDraft()) reload();
    }, RELOAD_FOCUS_POLL_MS);
  };
}

type WorkerLike = {state: string; postMessage: (message: unknown) => void; addEventListener: (type: 'statechange', listener: (event: {target: {state: string}}) => void) => void};

export type RegistrationLike = {
  installing: WorkerLike | null;
  waiting: WorkerLike | null;
  addEventListener: (type: 'updatefound', listener: () => void) => void;
};

/**
 * After `register()`: a first install needs nothing (nothing old is running);
 * otherwise hurry the new worker into place and reload when it is active.
 */
export function forcePageReload(registration: RegistrationLike, hasController: boolean, lazyReload: () => void): void {
  if (!hasController) return;
  if (registration.waiting) {
    registration.waiting.postMessage(SKIP_WAITING_MESSAGE);
    return;
  }
  const listenInstalledStateChange = () => {
    registration.installing?.addEventListener('statechange', (event) => {
      if (event.target.state === 'installed' && registration.waiting) {
        registration.waiting.postMessage(SKIP_WAITING_MESSAGE);
      } else if (event.target.state === 'activated') {
        lazyReload();
      }
    });
  };
  if (registration.installing) {
    listenInstalledStateChange();
    return;
  }
  registration.addEventListener('updatefound', listenInstalledStateChange);
}

type ContainerLike = {addEventListener: (type: 'controllerchange', listener: () => void) => void};

/**
 * Every open tab reloads itself once a new worker controls it, through the
 * focus-gated reload: the worker never reloads tabs, so a tab in the
 * background is not reloaded under the reader. A first install (no
 * controller yet) changes nothing on the page and needs no reload.
 */
export function reloadOnControllerChange(container: ContainerLike, hasController: boolean, lazyReload: () => void): void {
  if (hasController) container.addEventListener('controllerchange', lazyReload);
}

import {SKIP_WAITING_MESSAGE} from './messages';
import {createLazyReload, DRAFT_ATTRIBUTE, forcePageReload, hasReaderDraft, RELOAD_FOCUS_POLL_MS, reloadOnControllerChange, serviceWorkerUrl, type RegistrationLike} from './updates';

describe('serviceWorkerUrl', () => {
  it('passes the worker its parameters as JSON in the query', () => {
    const url = new URL(serviceWorkerUrl('/x/sw.js', {offlineMode: true, debug: false}), 'https://mui.com');
    expect(url.pathname).toBe('/x/sw.js');
    expect(JSON.parse(url.searchParams.get('params')!)).toEqual({offlineMode: true, debug: false});
  });
});

describe('createLazyReload', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(initialFocus: boolean) {
    let focused = initialFocus;
    const reload = jest.fn();
    const lazyReload = createLazyReload({timers: {setInterval: (cb, ms) => setInterval(cb, ms), clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>)}, hasFocus: () => focused, reload});
    return {lazyReload, reload, focus: () => (focused = true)};
  }

  it('holds the reload while the reader has an unsent draft, and reloads once it is gone', () => {
    let draft = true;
    const reload = jest.fn();
    const lazyReload = createLazyReload({
      timers: {setInterval: (cb, ms) => setInterval(cb, ms), clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>)},
      hasFocus: () => true,
      hasDraft: () => draft,
      reload,
    });
    lazyReload();
    jest.advanceTimersByTime(RELOAD_FOCUS_POLL_MS * 20);
    expect(reload).not.toHaveBeenCalled();
    draft = false;
    jest.advanceTimersByTime(RELOAD_FOCUS_POLL_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads on the first 100 ms tick when the tab has focus', () => {
    const {lazyReload, reload} = setup(true);
    lazyReload();
    jest.advanceTimersByTime(RELOAD_FOCUS_POLL_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits for focus, polling every 100 ms', () => {
    const {lazyReload, reload, focus} = setup(false);
    lazyReload();
    jest.advanceTimersByTime(10 * RELOAD_FOCUS_POLL_MS);
    expect(reload).not.toHaveBeenCalled();
    focus();
    jest.advanceTimersByTime(RELOAD_FOCUS_POLL_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps one poll when called again', () => {
    const {lazyReload, reload} = setup(true);
    lazyReload();
    lazyReload();
    jest.advanceTimersByTime(RELOAD_FOCUS_POLL_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('forcePageReload', () => {
  type Listener = (event: {target: {state: string}}) => void;

  function worker() {
    const listeners: Listener[] = [];
    return {
      state: 'installing',
      postMessage: jest.fn(),
      addEventListener: (_type: 'statechange', listener: Listener) => listeners.push(listener),
      emit(state: string) {
        this.state = state;
        for (const listener of listeners) listener({target: {state}});
      },
    };
  }

  function registration(parts: Partial<RegistrationLike> = {}) {
    const updateListeners: (() => void)[] = [];
    const value = {installing: null, waiting: null, addEventListener: (_type: 'updatefound', l: () => void) => updateListeners.push(l), ...parts};
    return {value, updateFound: () => updateListeners.forEach((l) => l())};
  }

  it('does nothing on a first install (no controller)', () => {
    const waiting = worker();
    const lazyReload = jest.fn();
    forcePageReload(registration({waiting}).value, false, lazyReload);
    expect(waiting.postMessage).not.toHaveBeenCalled();
    expect(lazyReload).not.toHaveBeenCalled();
  });

  it('tells a waiting worker to skip waiting', () => {
    const waiting = worker();
    forcePageReload(registration({waiting}).value, true, jest.fn());
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });

  it('follows an installing worker: skip waiting once installed, reload once activated', () => {
    const installing = worker();
    const reg = registration({installing});
    const lazyReload = jest.fn();
    forcePageReload(reg.value, true, lazyReload);
    reg.value.waiting = installing;
    installing.emit('installed');
    expect(installing.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(lazyReload).not.toHaveBeenCalled();
    installing.emit('activated');
    expect(lazyReload).toHaveBeenCalledTimes(1);
  });

  it('waits for an update when nothing is installing', () => {
    const reg = registration();
    const lazyReload = jest.fn();
    forcePageReload(reg.value, true, lazyReload);
    const installing = worker();
    reg.value.installing = installing;
    reg.updateFound();
    installing.emit('activated');
    expect(lazyReload).toHaveBeenCalledTimes(1);
  });
});

describe('reloadOnControllerChange', () => {
  function container() {
    const listeners: (() => void)[] = [];
    return {addEventListener: (_type: 'controllerchange', listener: () => void) => listeners.push(listener), change: () => listeners.forEach((l) => l())};
  }

  it('goes through the focus-gated reload when a new worker takes control', () => {
    const serviceWorker = container();
    const lazyReload = jest.fn();
    reloadOnControllerChange(serviceWorker, true, lazyReload);
    expect(lazyReload).not.toHaveBeenCalled();
    serviceWorker.change();
    expect(lazyReload).toHaveBeenCalledTimes(1);
  });

  it('does not reload on a first install', () => {
    const serviceWorker = container();
    const lazyReload = jest.fn();
    reloadOnControllerChange(serviceWorker, false, lazyReload);
    serviceWorker.change();
    expect(lazyReload).not.toHaveBeenCalled();
  });
});

describe('hasReaderDraft', () => {
  it('sees text in a field marked as a draft, and nothing else', () => {
    document.body.innerHTML = `<input value="typed search"><textarea ${DRAFT_ATTRIBUTE}></textarea>`;
    expect(hasReaderDraft(document)).toBe(false);
    document.querySelector('textarea')!.value = '  ';
    expect(hasReaderDraft(document)).toBe(false);
    document.querySelector('textarea')!.value = 'The table needs prices';
    expect(hasReaderDraft(document)).toBe(true);
  });
});

import {installSearchFocusGuard} from './focusGuard';
import {installSearchShortcut} from './shortcut';

describe('the search focus guard', () => {
  let uninstall: () => void;
  let search: HTMLInputElement;
  beforeEach(() => {
    document.body.innerHTML =
      '<nav><div class="navbar__search"><input class="navbar__search-input"><kbd id="hint">K</kbd></div></nav><main><h1 id="title">Title</h1><a id="link" href="#x">Link</a></main>';
    search = document.querySelector('.navbar__search-input')!;
    const uninstallGuard = installSearchFocusGuard(document);
    const uninstallShortcut = installSearchShortcut(document);
    uninstall = () => {
      uninstallGuard();
      uninstallShortcut();
    };
  });
  afterEach(() => uninstall());

  const pointerDown = (id: string) => document.getElementById(id)!.dispatchEvent(new Event('pointerdown', {bubbles: true}));
  const keyDown = (init: KeyboardEventInit) => document.body.dispatchEvent(new KeyboardEvent('keydown', {bubbles: true, cancelable: true, ...init}));
  /** Lets the guard's undo, queued as a microtask, run. */
  const settled = () => new Promise<void>((resolve) => setTimeout(resolve));
  /** What the search box does once its index has loaded, if it was ever focused: attach the autocomplete, then focus, in one task. */
  const indexLoaded = () => {
    search.setAttribute('aria-autocomplete', 'list');
    search.focus();
  };
  /** A focus the reader gives without a key or a press the guard sees, as a screen reader does. */
  const assistiveFocus = async () => {
    await settled(); // a task of its own, after any pending attach
    search.focus();
  };

  it('undoes the focus the search box takes back after the reader clicked the page', async () => {
    keyDown({key: 'k', ctrlKey: true});
    expect(document.activeElement).toBe(search);
    pointerDown('title');
    search.blur();
    indexLoaded();
    await settled();
    expect(document.activeElement).toBe(document.body);
  });

  it('returns the focus to the link the reader tabbed to', async () => {
    search.focus();
    await settled();
    keyDown({key: 'Tab'});
    document.getElementById('link')!.focus();
    await settled();
    indexLoaded();
    await settled();
    expect(document.activeElement).toBe(document.getElementById('link'));
  });

  it('lets the search box keep the focus it takes while the reader has not left', async () => {
    search.focus();
    search.blur(); // the autocomplete moves the input as it attaches, which drops the focus
    indexLoaded();
    await settled();
    expect(document.activeElement).toBe(search);
  });

  it('a new shortcut, a press on the search area, Tab or any other focus of the box brings the reader back', async () => {
    const leaveAndReturn = async (comeBack: () => void | Promise<void>) => {
      pointerDown('title');
      search.blur();
      await comeBack();
      search.blur();
      indexLoaded();
      await settled();
      expect(document.activeElement).toBe(search);
    };
    await leaveAndReturn(() => void keyDown({key: '/'}));
    await leaveAndReturn(() => {
      pointerDown('hint');
    });
    await leaveAndReturn(() => {
      keyDown({key: 'Tab'});
      search.focus();
    });
    await leaveAndReturn(assistiveFocus);
  });

  it('leaves a focus the reader gives after clicking elsewhere, such as a screen reader\'s', async () => {
    search.setAttribute('aria-autocomplete', 'list'); // attached long ago
    pointerDown('title');
    await assistiveFocus();
    await settled();
    expect(document.activeElement).toBe(search);
  });

  it('stops guarding once uninstalled', async () => {
    pointerDown('title');
    uninstall();
    indexLoaded();
    await settled();
    expect(document.activeElement).toBe(search);
    uninstall = () => {};
  });
});

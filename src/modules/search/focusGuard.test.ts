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
  const key = (type: 'keydown' | 'keyup', init: KeyboardEventInit) => document.body.dispatchEvent(new KeyboardEvent(type, {bubbles: true, cancelable: true, ...init}));
  /** What the search box does once its index has loaded, if it was ever focused: attach the autocomplete, then focus, in one task. */
  const indexLoaded = () => {
    search.setAttribute('aria-autocomplete', 'list');
    search.focus();
  };

  it('undoes the focus the search box takes back after the reader clicked the page', () => {
    key('keydown', {key: 'k', ctrlKey: true});
    expect(document.activeElement).toBe(search);
    pointerDown('title');
    search.blur();
    indexLoaded();
    expect(document.activeElement).toBe(document.body);
  });

  it('returns the focus to the link the reader tabbed to', () => {
    search.focus();
    key('keydown', {key: 'Tab'});
    document.getElementById('link')!.focus();
    key('keyup', {key: 'Tab'});
    indexLoaded();
    expect(document.activeElement).toBe(document.getElementById('link'));
  });

  it('lets the search box keep the focus while the reader is still in it', () => {
    pointerDown('hint');
    indexLoaded();
    expect(document.activeElement).toBe(search);
  });

  it('a new shortcut, a press on the search area or Tab brings the reader back to the search box', () => {
    pointerDown('title');
    key('keydown', {key: '/'});
    expect(document.activeElement).toBe(search);
    indexLoaded();
    expect(document.activeElement).toBe(search);

    pointerDown('title');
    search.blur();
    pointerDown('hint');
    indexLoaded();
    expect(document.activeElement).toBe(search);

    pointerDown('title');
    search.blur();
    key('keydown', {key: 'Tab'});
    indexLoaded();
    key('keyup', {key: 'Tab'});
    expect(document.activeElement).toBe(search);
  });

  it('leaves any other focus alone, such as one a screen reader gives after the reader clicked elsewhere', () => {
    search.focus();
    pointerDown('title');
    search.blur();
    search.focus();
    expect(document.activeElement).toBe(search);
    // Also once the autocomplete is attached, in an earlier task.
    search.setAttribute('aria-autocomplete', 'list');
    return Promise.resolve().then(() => {
      pointerDown('title');
      search.blur();
      search.focus();
      expect(document.activeElement).toBe(search);
    });
  });

  it('stops guarding once uninstalled', () => {
    pointerDown('title');
    uninstall();
    indexLoaded();
    expect(document.activeElement).toBe(search);
    uninstall = () => {};
  });
});

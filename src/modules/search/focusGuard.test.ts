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
  /** What the search box does once its index has loaded, if it was ever focused. */
  const indexLoaded = () => search.focus();

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

    pointerDown('title');
    search.blur();
    pointerDown('hint');
    search.focus();
    expect(document.activeElement).toBe(search);

    pointerDown('title');
    search.blur();
    key('keydown', {key: 'Tab'});
    search.focus();
    key('keyup', {key: 'Tab'});
    expect(document.activeElement).toBe(search);
  });

  it('stops guarding once uninstalled', () => {
    pointerDown('title');
    uninstall();
    search.focus();
    expect(document.activeElement).toBe(search);
    uninstall = () => {};
  });
});

import {installSearchShortcut, isSearchModK, isSearchSlash} from './shortcut';

describe('the / search shortcut', () => {
  let uninstall: () => void;
  beforeEach(() => {
    document.body.innerHTML = '<nav><input class="navbar__search-input"></nav><main><p id="text">Text</p><textarea id="note"></textarea><div role="grid" tabindex="0" id="grid"></div></main>';
    uninstall = installSearchShortcut(document);
  });
  afterEach(() => uninstall());

  function press(target: HTMLElement, init: KeyboardEventInit = {}): KeyboardEvent {
    const event = new KeyboardEvent('keydown', {key: '/', bubbles: true, cancelable: true, ...init});
    target.dispatchEvent(event);
    return event;
  }

  it('focuses the search box from the page and keeps the / out of it', () => {
    const event = press(document.getElementById('text')!);
    expect(document.activeElement).toBe(document.querySelector('.navbar__search-input'));
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves / alone in a text field or a focused data grid', () => {
    for (const id of ['note', 'grid']) {
      const event = press(document.getElementById(id)!);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(document.activeElement).not.toBe(document.querySelector('.navbar__search-input'));
  });

  it('ignores / with a modifier, and other keys', () => {
    expect(isSearchSlash({key: '/', ctrlKey: true, metaKey: false, altKey: false, defaultPrevented: false, target: null})).toBe(false);
    expect(isSearchSlash({key: 'k', ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, target: null})).toBe(false);
    expect(isSearchSlash({key: '/', ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, target: null})).toBe(true);
  });

  it('focuses the search box on Ctrl+K or ⌘+K, even from a text field', () => {
    const event = press(document.getElementById('note')!, {key: 'k', ctrlKey: true});
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('.navbar__search-input'));
    (document.activeElement as HTMLElement).blur();
    press(document.getElementById('text')!, {key: 'K', metaKey: true});
    expect(document.activeElement).toBe(document.querySelector('.navbar__search-input'));
  });

  it('leaves Ctrl+Alt+K and a plain k alone', () => {
    const base = {ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, target: null};
    expect(isSearchModK({...base, key: 'k', ctrlKey: true, altKey: true})).toBe(false);
    expect(isSearchModK({...base, key: 'k'})).toBe(false);
  });

  it('does nothing when there is no local search box (DocSearch handles / itself)', () => {
    document.querySelector('.navbar__search-input')!.remove();
    expect(press(document.getElementById('text')!).defaultPrevented).toBe(false);
  });
});

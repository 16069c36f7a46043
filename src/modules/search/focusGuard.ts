import {isSearchModK, isSearchSlash, SEARCH_INPUT_SELECTOR} from './shortcut';

/** The navbar's search area: the box and its hints, or the placeholder standing in for it. */
const SEARCH_AREA_SELECTOR = '.navbar__search';

function inSearchArea(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(SEARCH_AREA_SELECTOR) !== null;
}

/**
 * Keeps the focus where the reader put it. The local search box focuses
 * itself when its index finishes loading if it was focused at any time
 * before, even when the reader has since clicked or tabbed elsewhere: on a
 * slow connection the focus jumps back to the navbar seconds later, and what
 * the reader typed goes into the search box.
 *
 * The guard remembers whether the reader's last move left the search area (a
 * press outside it, or the focus moving to another element). A focus that
 * reaches the search box after that, without a new move towards it (a press
 * inside the area, Tab, Ctrl/⌘+K or `/`), is undone.
 */
export function installSearchFocusGuard(doc: Document): () => void {
  let readerLeft = false;
  let tabbing = false;

  const onPointerDown = (event: Event) => {
    readerLeft = !inSearchArea(event.target);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') tabbing = true;
    else if (isSearchModK(event) || isSearchSlash(event)) readerLeft = false;
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === 'Tab') tabbing = false;
  };
  const onFocusOut = (event: FocusEvent) => {
    // relatedTarget is null when the focused placeholder is swapped for the real box: that is no move.
    if (inSearchArea(event.target) && event.relatedTarget instanceof Element && !inSearchArea(event.relatedTarget)) readerLeft = true;
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.matches(SEARCH_INPUT_SELECTOR)) return;
    if (tabbing) readerLeft = false;
    if (!readerLeft) return;
    const previous = event.relatedTarget;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus({preventScroll: true});
    else target.blur();
  };

  const listeners: [string, EventListener][] = [
    ['pointerdown', onPointerDown as EventListener],
    ['keydown', onKeyDown as EventListener],
    ['keyup', onKeyUp as EventListener],
    ['focusout', onFocusOut as EventListener],
    ['focusin', onFocusIn as EventListener],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  return () => {
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
  };
}

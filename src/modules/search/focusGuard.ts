import {isSearchModK, isSearchSlash, SEARCH_INPUT_SELECTOR} from './shortcut';

/** The navbar's search area: the box and its hints, or the placeholder standing in for it. */
const SEARCH_AREA_SELECTOR = '.navbar__search';

function inSearchArea(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(SEARCH_AREA_SELECTOR) !== null;
}

/** The attribute the autocomplete sets on the search box as it attaches, once the index has loaded. */
const ATTACHED_ATTRIBUTE = 'aria-autocomplete';

/**
 * Keeps the focus where the reader put it. The local search box focuses
 * itself when its index finishes loading if it was focused at any time
 * before, even when the reader has since clicked or tabbed elsewhere: on a
 * slow connection the focus jumps back to the navbar seconds later, and what
 * the reader types next goes into the search box.
 *
 * Only that focus is undone: one the box takes in the same task in which its
 * autocomplete attaches (the attribute change is still pending in the
 * observer), after the reader's last move left the search area (a press
 * outside it, or the focus moving to another element) with no move back
 * since (a press inside the area, Tab, Ctrl/⌘+K or `/`, or any focus of the
 * box other than that one, such as a screen reader's).
 */
export function installSearchFocusGuard(doc: Document): () => void {
  let readerLeft = false;
  let tabbing = false;
  const attaching = new MutationObserver(() => {});
  attaching.observe(doc, {subtree: true, attributes: true, attributeFilter: [ATTACHED_ATTRIBUTE]});

  const onPointerDown = (event: Event) => {
    readerLeft = !inSearchArea(event.target);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      // Tab moves the focus in the task of its keydown: the flag lasts that task only.
      tabbing = true;
      setTimeout(() => (tabbing = false));
    } else if (isSearchModK(event) || isSearchSlash(event)) readerLeft = false;
  };
  const onFocusOut = (event: FocusEvent) => {
    // relatedTarget is null when the focused placeholder is swapped for the real box: that is no move.
    if (inSearchArea(event.target) && event.relatedTarget instanceof Element && !inSearchArea(event.relatedTarget)) readerLeft = true;
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.matches(SEARCH_INPUT_SELECTOR)) return;
    const attachedNow = attaching.takeRecords().some((record) => record.target === target);
    // Any other way into the box (a screen reader's focus, for one) brings the reader back.
    if (tabbing || !attachedNow) readerLeft = false;
    if (!readerLeft) return;
    const previous = event.relatedTarget;
    // After the box's own focus handlers have run, so its state follows the blur.
    queueMicrotask(() => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus({preventScroll: true});
      else target.blur();
    });
  };

  const listeners: [string, EventListener][] = [
    ['pointerdown', onPointerDown as EventListener],
    ['keydown', onKeyDown as EventListener],
    ['focusout', onFocusOut as EventListener],
    ['focusin', onFocusIn as EventListener],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  return () => {
    attaching.disconnect();
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
  };
}

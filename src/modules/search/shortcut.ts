/**
 * Ctrl/⌘+K and `/` focus the search box, as on most docs sites. These work
 * before the search box's code has loaded (focusing its placeholder loads
 * it, see src/theme/SearchBar). `/` never fires while the reader types in a
 * field or with a modifier, so it stays a character where one is expected.
 */

type KeyEventLike = {key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; defaultPrevented: boolean; target: EventTarget | null};

function isEditable(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="grid"]') !== null;
}

export function isSearchSlash(event: KeyEventLike): boolean {
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !event.defaultPrevented && !isEditable(event.target);
}

/** Ctrl+K, or ⌘+K on macOS: from anywhere, fields included (browsers give it no text meaning). */
export function isSearchModK(event: KeyEventLike): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/** The local search box, or its placeholder (absent with DocSearch, which handles its keys itself). */
export const SEARCH_INPUT_SELECTOR = 'input.navbar__search-input';

export function installSearchShortcut(doc: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isSearchSlash(event) && !isSearchModK(event)) return;
    const input = doc.querySelector<HTMLInputElement>(SEARCH_INPUT_SELECTOR);
    if (!input) return;
    event.preventDefault();
    input.focus();
  };
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}

import React, {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {SEARCH_INPUT_SELECTOR} from '@site/src/modules/search/shortcut';
import styles from './styles.module.css';

type SearchBarComponent = ComponentType<object>;

/** The query parameter a search result link carries: the real search box highlights those terms on the page. */
const HIGHLIGHT_PARAM = '_highlight';

// The search box's code (autocomplete, highlighting, the worker bridge) is a
// chunk of its own, loaded the first time the reader reaches for search and
// then kept for the pages that follow. A failed load (a dropped connection, a
// deploy that replaced the chunk) is not kept: the next focus or click tries again.
let loadedSearchBar: SearchBarComponent | null = null;
let loading: Promise<SearchBarComponent> | null = null;
function loadSearchBar(): Promise<SearchBarComponent> {
  // The focus guard comes with the box: only a box that has loaded can take the focus back.
  // So does the message shown when the index cannot be read (./IndexProblem.tsx).
  loading ??= Promise.all([import('@theme-original/SearchBar'), import('@site/src/modules/search/focusGuard'), import('./IndexProblem')]).then(
    ([searchBar, {installSearchFocusGuard}, {withIndexProblem}]) => {
      installSearchFocusGuard(document);
      return (loadedSearchBar = withIndexProblem(searchBar.default as SearchBarComponent));
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function isMacPlatform(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform);
}

/**
 * Looks like the search box (Infima's input) and takes the focus and typing
 * until the real one has loaded; if loading fails, it stays, keeping what was
 * typed, and a click tries again (the input may still have the focus).
 */
function SearchPlaceholder({inputRef, typed, onActivate}: {inputRef: React.RefObject<HTMLInputElement | null>; typed: React.RefObject<string>; onActivate: () => void}): ReactNode {
  const isBrowser = useIsBrowser();
  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});
  return (
    // Left to right on every page, as the real box is (the search plugin sets the same).
    <div className={`navbar__search ${styles.container}`} dir="ltr">
      <input ref={inputRef} className={`navbar__search-input ${styles.input}`} placeholder={label} aria-label={label} onFocus={onActivate} onClick={onActivate} onMouseEnter={onActivate} onTouchStart={onActivate} onChange={(event) => (typed.current = event.target.value)} />
      <div className={styles.hints} aria-hidden>
        <kbd className={styles.hint}>{isBrowser && isMacPlatform() ? '⌘' : 'ctrl'}</kbd>
        <kbd className={styles.hint}>K</kbd>
      </div>
    </div>
  );
}

type Handoff = {focused: boolean};

/**
 * Gives the real search box what the placeholder had: the focus and any text
 * typed while it loaded. The text is read from `typed` at the last moment, so
 * keys pressed between the box's arrival and its first render are kept, and so
 * are keys that reach the real box before it has settled.
 */
function useHandoff(handoff: Handoff | null, typed: React.RefObject<string>, ready: boolean): void {
  useEffect(() => {
    if (!ready || !handoff) return undefined;
    const input = document.querySelector<HTMLInputElement>(SEARCH_INPUT_SELECTOR);
    if (!input) return undefined;
    // On mount the box clears its value in a macrotask (it syncs it with the
    // terms highlighted on the page), through React: keys that reach it before
    // then would be lost, so they are remembered from its input events.
    let typedInBox = '';
    const onInput = () => (typedInBox = input.value);
    input.addEventListener('input', onInput);
    if (handoff.focused) input.focus();
    // After that macrotask, the text goes back through the native setter and an
    // input event, as typing would: the box's React state and autocomplete
    // follow. The placeholder's keys come first, then the box's.
    const timer = setTimeout(() => {
      input.removeEventListener('input', onInput);
      const value = typed.current + typedInBox;
      typed.current = '';
      if (!value) return;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', {bubbles: true}));
    });
    return () => {
      clearTimeout(timer);
      input.removeEventListener('input', onInput);
    };
  }, [handoff, typed, ready]);
}

/**
 * The navbar search box, loaded on first use: a placeholder stands in until
 * the reader focuses it, hovers it, or presses Ctrl/⌘+K or `/`
 * (src/modules/search/shortcut.ts focuses the placeholder). The search index
 * itself is fetched only when the real box gets the focus.
 */
export default function SearchBarWrapper(props: object): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // DocSearch's button opens its own modal: load it as soon as the page runs.
  const hosted = Boolean((siteConfig.themeConfig as {algolia?: unknown}).algolia);
  // Arriving from a search result: load at once, the search box marks the terms.
  const fromSearch = new URLSearchParams(useLocation().search).has(HIGHLIGHT_PARAM);
  const [RealSearchBar, setRealSearchBar] = useState<SearchBarComponent | null>(() => loadedSearchBar);
  const [handoff, setHandoff] = useState<Handoff | null>(null);
  const placeholder = useRef<HTMLInputElement>(null);
  const typed = useRef('');

  const activate = useCallback(() => {
    loadSearchBar().then((component) => {
      const input = placeholder.current;
      setHandoff({focused: input !== null && document.activeElement === input});
      setRealSearchBar(() => component);
    }, (error: unknown) => console.error('The search box could not be loaded:', error));
  }, []);

  useEffect(() => {
    if (hosted || fromSearch) activate();
  }, [hosted, fromSearch, activate]);

  useHandoff(handoff, typed, RealSearchBar !== null);

  return (
    <div className={styles.anchor}>
      {RealSearchBar ? <RealSearchBar {...props} /> : <SearchPlaceholder inputRef={placeholder} typed={typed} onActivate={activate} />}
    </div>
  );
}

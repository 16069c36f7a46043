import React, {createContext, useCallback, useContext, useEffect, useLayoutEffect, useReducer, type Dispatch, type ReactNode} from 'react';
import {META_THEME_COLORS} from '@site/src/modules/colorMode';
import {documentCookies, readCookie} from '@site/src/modules/cookies';
import {PALETTE_COLORS_COOKIE, parsePaletteColorsCookie, readPaletteColors} from '@site/src/modules/paletteColors';
import {
  INITIAL_THEME_STATE,
  NO_PALETTE_COLORS,
  themeReducer,
  type ThemeAction,
  type ThemeChange,
  type ThemeState,
} from '@site/src/modules/themeState';

const ThemeStateContext = createContext<ThemeState>(INITIAL_THEME_STATE);

const ThemeDispatchContext = createContext<Dispatch<ThemeAction>>(() => {
  throw new Error('Forgot to wrap component in `ThemeProvider`');
});
if (process.env.NODE_ENV !== 'production') {
  ThemeStateContext.displayName = 'ThemeStateContext';
  ThemeDispatchContext.displayName = 'ThemeDispatchContext';
}

// Layout effects touch the DOM before paint in the browser; the server has no DOM.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Reads custom colours once in the browser; a bad cookie is ignored with one warning. */
function usePaletteColorsCookie(dispatch: Dispatch<ThemeAction>): void {
  useEffect(() => {
    const result = parsePaletteColorsCookie(readCookie(documentCookies(), PALETTE_COLORS_COOKIE));
    if (!result.ok) {
      console.warn(`Ignoring the ${PALETTE_COLORS_COOKIE} cookie: ${result.reason}. The default colours are used.`);
    } else if (result.value) {
      dispatch({type: 'CHANGE', payload: {paletteColors: result.value}});
    }
  }, [dispatch]);
}

/** The page-level marks of the theme: body class and direction, browser toolbar colour. */
function useDocumentThemeMarks({paletteMode, direction}: ThemeState): void {
  useBrowserLayoutEffect(() => {
    const {body, documentElement} = document;
    body.classList.toggle('mode-dark', paletteMode === 'dark');
    body.classList.toggle('mode-light', paletteMode !== 'dark');
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
      meta.content = META_THEME_COLORS[paletteMode];
    }
    body.setAttribute('dir', direction);
    // Also set by the SiteMetadata wrapper through <Head>; set here too so
    // <html> and <body> never disagree for a frame (direction-aware CSS keys on both).
    documentElement.setAttribute('dir', direction);
  }, [paletteMode, direction]);
}

/**
 * The action with its custom colours normalised, or without them (and one
 * warning) when they are unusable. The state's colours become CSS variables
 * and styles, so every dispatch passes here: no raw colour string reaches CSS,
 * whoever sends it.
 */
function withUsableColors(action: ThemeAction): ThemeAction {
  if (action.type !== 'CHANGE' || !action.payload.paletteColors) return action;
  const result = readPaletteColors(action.payload.paletteColors);
  if (!result.ok) {
    console.warn(`Ignoring the custom colours: ${result.reason}.`);
  }
  const paletteColors = result.ok ? (result.value ?? NO_PALETTE_COLORS) : null;
  return {...action, payload: {...action.payload, paletteColors}};
}

export function ThemeStateProvider({children}: {children: ReactNode}): ReactNode {
  const [state, rawDispatch] = useReducer(themeReducer, INITIAL_THEME_STATE);
  const dispatch = useCallback((action: ThemeAction) => rawDispatch(withUsableColors(action)), []);
  usePaletteColorsCookie(dispatch);
  useDocumentThemeMarks(state);
  return (
    <ThemeStateContext.Provider value={state}>
      <ThemeDispatchContext.Provider value={dispatch}>{children}</ThemeDispatchContext.Provider>
    </ThemeStateContext.Provider>
  );
}

export function useThemeState(): ThemeState {
  return useContext(ThemeStateContext);
}

export function useThemeDispatch(): Dispatch<ThemeAction> {
  return useContext(ThemeDispatchContext);
}

export function useChangeTheme(): (change: ThemeChange) => void {
  const dispatch = useThemeDispatch();
  return useCallback((change: ThemeChange) => dispatch({type: 'CHANGE', payload: change}), [dispatch]);
}

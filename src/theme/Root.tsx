import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import type {EmotionCache} from '@emotion/cache';
import {CacheProvider} from '@emotion/react';
import {ThemeProvider} from '@mui/material/styles';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ThemeVariables from '@site/src/components/ThemeVariables';
import {DOCS_VERSION} from '@site/src/config/product';
import {AdProvider} from '@site/src/contexts/adConfig';
import {CodePreferencesProvider} from '@site/src/contexts/codePreferences';
import {DocsConfigProvider, type DocsConfig} from '@site/src/contexts/docsConfig';
import {ThemeStateProvider, useThemeState} from '@site/src/contexts/themeState';
import {exposeThemeInConsole, printConsoleTip} from '@site/src/modules/consoleTip';
import {createDocsTheme} from '@site/src/modules/docsTheme';
import {getEmotionCache, loadRtlEmotionCache} from '@site/src/modules/emotionCache';
import type {Direction} from '@site/src/modules/themeState';

/**
 * The emotion cache for the reader's direction, and the direction it styles.
 * Until the RTL plugin has loaded (a few ms, once), MUI stays LTR, so cache
 * and theme never disagree.
 */
function useDirectionalEmotionCache(direction: Direction): {cache: EmotionCache; direction: Direction} {
  const [ltrCache] = useState(getEmotionCache);
  const [rtlCache, setRtlCache] = useState<EmotionCache | null>(null);
  useEffect(() => {
    if (direction === 'rtl' && rtlCache === null) {
      let cancelled = false;
      loadRtlEmotionCache().then((cache) => !cancelled && setRtlCache(cache));
      return () => {
        cancelled = true;
      };
    }
    return undefined;
  }, [direction, rtlCache]);
  return direction === 'rtl' && rtlCache ? {cache: rtlCache, direction: 'rtl'} : {cache: ltrCache, direction: 'ltr'};
}

/**
 * MUI for the shell, built from the reader's theme state. Docusaurus owns the
 * colour mode: MUI neither stores a mode (`storageManager={null}`) nor writes
 * the attribute (`colorSchemeNode={null}`); its CSS variables follow `data-theme`.
 */
function ShellThemeProvider({children}: {children: ReactNode}): ReactNode {
  const state = useThemeState();
  const {dense, paletteColors, spacing} = state;
  const {cache, direction} = useDirectionalEmotionCache(state.direction);
  const theme = useMemo(
    () => createDocsTheme({dense, direction, paletteColors, spacing}),
    [dense, direction, paletteColors, spacing],
  );

  useEffect(() => {
    exposeThemeInConsole(window, theme);
  }, [theme]);

  useEffect(() => {
    if (process.env.NODE_ENV === 'production') {
      printConsoleTip();
    }
  }, []);

  return (
    <CacheProvider value={cache}>
      <ThemeVariables shellTheme={theme} />
      <ThemeProvider theme={theme} storageManager={null} colorSchemeNode={null} disableTransitionOnChange disableStyleSheetGeneration>
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

/** Wraps every page: docs config, the reader's theme state, MUI, code preferences, ad config. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const docsConfig = useMemo<DocsConfig>(
    () => ({version: DOCS_VERSION, language: i18n.currentLocale, defaultLanguage: i18n.defaultLocale}),
    [i18n.currentLocale, i18n.defaultLocale],
  );
  return (
    <DocsConfigProvider value={docsConfig}>
      <ThemeStateProvider>
        <ShellThemeProvider>
          <CodePreferencesProvider>
            <AdProvider>{children}</AdProvider>
          </CodePreferencesProvider>
        </ShellThemeProvider>
      </ThemeStateProvider>
    </DocsConfigProvider>
  );
}

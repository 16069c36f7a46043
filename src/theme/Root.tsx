import React, {useEffect, useMemo, type ReactNode} from 'react';
import {CacheProvider} from '@emotion/react';
import {ThemeProvider} from '@mui/material/styles';
import {getEmotionCache} from '@site/src/modules/emotionCache';
import {createDocsTheme} from '@site/src/modules/docsTheme';
import {exposeThemeInConsole, printConsoleTip} from '@site/src/modules/consoleTip';

/**
 * Wraps every page in MUI: an emotion cache (styles are server rendered into
 * the HTML) and the docs theme. Docusaurus owns the colour mode: MUI neither
 * stores a mode (`storageManager={null}`) nor writes the attribute
 * (`colorSchemeNode={null}`); its CSS variables follow `data-theme`.
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  const cache = useMemo(getEmotionCache, []);
  const theme = useMemo(() => createDocsTheme(), []);

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
      <ThemeProvider theme={theme} storageManager={null} colorSchemeNode={null} disableTransitionOnChange>
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

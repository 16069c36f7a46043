import React, {useMemo, type ReactNode} from 'react';
import {ThemeProvider, useTheme} from '@mui/material/styles';
import {useDocsConfig} from '@site/src/contexts/docsConfig';
import {useThemeState} from '@site/src/contexts/themeState';
import {sharedDemoTheme} from '@site/src/modules/demoTheme';

/**
 * Gives live examples the demo theme: Material UI's defaults with the
 * reader's mode, direction, spacing, density, colours and page language.
 * Its CSS variables are the page's, not each demo's (see ThemeVariables).
 */
export default function DemoThemeProvider({children}: {children: ReactNode}): ReactNode {
  const {dense, paletteColors, spacing} = useThemeState();
  // The shell theme's direction switches together with the RTL style cache.
  const {direction} = useTheme();
  const {language} = useDocsConfig();
  const theme = useMemo(
    () => sharedDemoTheme({dense, direction, paletteColors, spacing}, language),
    [dense, direction, paletteColors, spacing, language],
  );
  return (
    <ThemeProvider theme={theme} storageManager={null} colorSchemeNode={null} disableTransitionOnChange disableStyleSheetGeneration>
      {children}
    </ThemeProvider>
  );
}

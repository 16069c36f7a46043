import React, {useMemo, type ReactNode} from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import type {Theme} from '@mui/material/styles';
import {useThemeState} from '@site/src/contexts/themeState';
import {hasDefaultVariables, themeVariableSheets} from '@site/src/modules/themeVariables';

function CustomThemeVariables({shellTheme}: {shellTheme: Theme}): ReactNode {
  const {paletteColors, spacing} = useThemeState();
  // Density and direction change no variable (see hasDefaultVariables).
  const styles = useMemo(() => themeVariableSheets(shellTheme, {paletteColors, spacing}), [shellTheme, paletteColors, spacing]);
  return <GlobalStyles styles={styles} />;
}

/**
 * The shell and demo themes' CSS variables for a reader's own spacing or
 * colours, once for the page, after the site's stylesheet so they win. The
 * default ones are in that stylesheet (src/plugins/theme-variables): the
 * themes' providers generate none (`disableStyleSheetGeneration`), so no page
 * carries them in its HTML or lays anything out before they arrive.
 */
export default function ThemeVariables({shellTheme}: {shellTheme: Theme}): ReactNode {
  const {paletteColors, spacing} = useThemeState();
  return hasDefaultVariables({paletteColors, spacing}) ? null : <CustomThemeVariables shellTheme={shellTheme} />;
}

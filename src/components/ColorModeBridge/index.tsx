import {useEffect, useRef} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {useChangeTheme} from '@site/src/contexts/themeState';
import {MUI_MODE_KEY, parseModeChoice, type ModeChoice} from '@site/src/modules/colorMode';

function writeStoredChoice(choice: ModeChoice): void {
  try {
    if (localStorage.getItem(MUI_MODE_KEY) !== choice) {
      localStorage.setItem(MUI_MODE_KEY, choice);
    }
  } catch {
    // Storage blocked: the choice still holds for this page view.
  }
}

/**
 * Keeps one colour-mode choice. Docusaurus' colour mode is the engine (it
 * paints before first render, follows the OS live and syncs tabs); this
 * records its choice under `mui-mode` and gives the theme state the mode in
 * effect. It reads `<html>`'s attributes, which Docusaurus keeps exact, rather
 * than its React state, which lags one render behind after hydration.
 */
export default function ColorModeBridge(): null {
  const {colorMode, colorModeChoice} = useColorMode();
  const changeTheme = useChangeTheme();
  const lastSeenChoice = useRef<ModeChoice | null>(null);

  useEffect(() => {
    const root = document.documentElement;
    changeTheme({paletteMode: root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light'});
    const choice = parseModeChoice(root.getAttribute('data-theme-choice'));
    // Persist only real changes after load: a one-off `?docusaurus-theme=` link
    // must not become the reader's stored choice.
    if (lastSeenChoice.current !== null && lastSeenChoice.current !== choice) {
      writeStoredChoice(choice);
    }
    lastSeenChoice.current = choice;
  }, [colorMode, colorModeChoice, changeTheme]);

  return null;
}

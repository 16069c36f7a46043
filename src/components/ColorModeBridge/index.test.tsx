import React from 'react';
import {render} from '@testing-library/react';
import {ThemeStateProvider, useThemeState} from '@site/src/contexts/themeState';
import ColorModeBridge from '.';

const colorMode = {colorMode: 'light', colorModeChoice: null as string | null};
jest.mock('@docusaurus/theme-common', () => ({useColorMode: () => colorMode}));

let seenMode = '';
function Spy() {
  seenMode = useThemeState().paletteMode;
  return null;
}

function renderBridge() {
  return render(
    <ThemeStateProvider>
      <ColorModeBridge />
      <Spy />
    </ThemeStateProvider>,
  );
}

function setHtml(theme: string, choice: string) {
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.setAttribute('data-theme-choice', choice);
}

beforeEach(() => localStorage.clear());

it('gives the theme state the mode painted on <html>', () => {
  setHtml('dark', 'system');
  renderBridge();
  expect(seenMode).toBe('dark');
});

it('stores a choice the reader makes after load under mui-mode', () => {
  setHtml('light', 'system');
  const {rerender} = renderBridge();
  expect(localStorage.getItem('mui-mode')).toBeNull();
  setHtml('dark', 'dark');
  colorMode.colorModeChoice = 'dark';
  rerender(
    <ThemeStateProvider>
      <ColorModeBridge />
      <Spy />
    </ThemeStateProvider>,
  );
  expect(localStorage.getItem('mui-mode')).toBe('dark');
  expect(seenMode).toBe('dark');
});

it('does not store the mode a page was opened with (e.g. from a ?docusaurus-theme= link)', () => {
  setHtml('dark', 'dark');
  colorMode.colorModeChoice = 'dark';
  renderBridge();
  expect(localStorage.getItem('mui-mode')).toBeNull();
});

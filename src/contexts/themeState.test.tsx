import React from 'react';
import {act, render, renderHook, screen} from '@testing-library/react';
import {ThemeStateProvider, useChangeTheme, useThemeDispatch, useThemeState} from './themeState';

function ShowState() {
  const state = useThemeState();
  return <pre data-testid="state">{JSON.stringify(state)}</pre>;
}

afterEach(() => {
  document.cookie = 'paletteColors=; Max-Age=0; Path=/';
  document.body.className = '';
  document.head.innerHTML = '';
});

it('throws when the dispatch is used outside its provider', () => {
  const {result} = renderHook(() => useThemeDispatch());
  expect(() => result.current({type: 'RESET_COLORS'})).toThrow('Forgot to wrap component in `ThemeProvider`');
});

it('marks the body and the browser toolbar with the mode, and html and body with the direction', () => {
  document.head.innerHTML = '<meta name="theme-color" content="x"><meta name="theme-color" content="y">';
  let change: ReturnType<typeof useChangeTheme> = () => {};
  function Capture() {
    change = useChangeTheme();
    return null;
  }
  render(
    <ThemeStateProvider>
      <Capture />
    </ThemeStateProvider>,
  );
  expect(document.body).toHaveClass('mode-light');
  act(() => change({paletteMode: 'dark', direction: 'rtl'}));
  expect(document.body).toHaveClass('mode-dark');
  expect(document.body).not.toHaveClass('mode-light');
  expect(document.body.getAttribute('dir')).toBe('rtl');
  expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  const metas = [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('content'));
  expect(metas).toEqual(['hsl(210, 14%, 7%)', 'hsl(210, 14%, 7%)']);
});

it('applies custom colours from a valid paletteColors cookie', () => {
  document.cookie = `paletteColors=${encodeURIComponent(JSON.stringify({primary: {main: '#ff5500'}}))}; Path=/`;
  render(
    <ThemeStateProvider>
      <ShowState />
    </ThemeStateProvider>,
  );
  expect(JSON.parse(screen.getByTestId('state').textContent!).paletteColors).toEqual({primary: {main: '#ff5500'}});
});

it.each(['{not json', encodeURIComponent('["#fff"]'), encodeURIComponent('{"primary":{"main":7}}')])(
  'ignores the bad cookie %p with one warning and keeps the default colours',
  (value) => {
    document.cookie = `paletteColors=${value}; Path=/`;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <ThemeStateProvider>
        <ShowState />
      </ThemeStateProvider>,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/^Ignoring the paletteColors cookie: /);
    expect(JSON.parse(screen.getByTestId('state').textContent!).paletteColors).toEqual({});
  },
);

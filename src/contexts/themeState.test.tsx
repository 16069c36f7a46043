import React from 'react';
import {act, render, renderHook, screen} from '@testing-library/react';
import Root from '@site/src/theme/Root';
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

it.each([
  ['raw, as the vendor’s other docs write it', JSON.stringify({primary: {main: '#ff5500'}})],
  ['URI-encoded, as this site wrote it before', encodeURIComponent(JSON.stringify({primary: {main: '#ff5500'}}))],
])('applies custom colours from a valid paletteColors cookie written %s, normalised', (_, value) => {
  document.cookie = `paletteColors=${value};path=/;max-age=31536000`;
  render(
    <ThemeStateProvider>
      <ShowState />
    </ThemeStateProvider>,
  );
  expect(JSON.parse(screen.getByTestId('state').textContent!).paletteColors).toEqual({primary: {main: 'rgb(255, 85, 0)'}});
});

/** Colours that would close the variables' rule and add one of their own, were they used as given. */
const CSS_BREAKOUT = 'rgb(1,2,3);}body{background:url(https://evil.example/t)}x{';

/** Every CSS rule and style text on the page. */
const pageCss = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n') +
  [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

it('adds no CSS rule from a paletteColors cookie that breaks out of its variable', () => {
  document.cookie = `paletteColors=${encodeURIComponent(JSON.stringify({primary: {main: CSS_BREAKOUT}}))}; Path=/`;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  render(
    <Root>
      <ShowState />
    </Root>,
  );
  // The cookie is read in an effect, which render has run; the variables follow in the same pass.
  expect(pageCss()).not.toContain('evil.example');
  expect(JSON.parse(screen.getByTestId('state').textContent!).paletteColors).toEqual({});
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0][0]).toMatch(/^Ignoring the paletteColors cookie: primary\.main: `rgb\(1,2,3\);}body.*` is not a colour this site reads/);
});

it('puts only normalised colours in the state, whoever dispatches them', () => {
  let change: ReturnType<typeof useChangeTheme> = () => {};
  function Capture() {
    change = useChangeTheme();
    return null;
  }
  render(
    <ThemeStateProvider>
      <Capture />
      <ShowState />
    </ThemeStateProvider>,
  );
  const shownColors = () => JSON.parse(screen.getByTestId('state').textContent!).paletteColors;
  act(() => change({paletteColors: {secondary: {main: '#8e24aa'}}}));
  expect(shownColors()).toEqual({secondary: {main: 'rgb(142, 36, 170)'}});

  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  act(() => change({paletteColors: {primary: {main: CSS_BREAKOUT}}, direction: 'rtl'}));
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Ignoring the custom colours: primary\.main: /));
  // The colours are kept as they were; the rest of the change applies.
  expect(shownColors()).toEqual({secondary: {main: 'rgb(142, 36, 170)'}});
  expect(JSON.parse(screen.getByTestId('state').textContent!).direction).toBe('rtl');
});

it('keeps the default colours in a sandboxed iframe, where reading document.cookie throws', () => {
  const refuse = () => {
    throw new DOMException('The document is sandboxed and lacks the "allow-same-origin" flag.', 'SecurityError');
  };
  Object.defineProperty(document, 'cookie', {configurable: true, get: refuse, set: refuse});
  try {
    render(
      <ThemeStateProvider>
        <ShowState />
      </ThemeStateProvider>,
    );
    expect(JSON.parse(screen.getByTestId('state').textContent!).paletteColors).toEqual({});
  } finally {
    // The own property hid Document.prototype's accessor; removing it restores jsdom's cookies.
    delete (document as {cookie?: string}).cookie;
  }
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

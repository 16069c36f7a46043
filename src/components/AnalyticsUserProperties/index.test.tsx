import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {CodePreferencesProvider, useSetCodeStyling, useSetCodeVariant} from '@site/src/contexts/codePreferences';
import AnalyticsUserProperties from '.';

const colorMode = {colorMode: 'light'};
jest.mock('@docusaurus/theme-common', () => ({useColorMode: () => colorMode}));
const i18n = {currentLocale: 'en', defaultLocale: 'en'};
jest.mock('@docusaurus/useDocusaurusContext', () => ({__esModule: true, default: () => ({i18n, siteConfig: {}})}));

/**
 * A MediaQueryList whose result the test sets. `legacy` is old Safari's
 * (before 14): no addEventListener, only addListener / removeListener.
 */
class FakeMediaQueryList {
  readonly listeners = new Set<() => void>();
  constructor(
    readonly media: string,
    public matches: boolean,
  ) {}
  change(matches: boolean): void {
    this.matches = matches;
    for (const listener of [...this.listeners]) listener();
  }
}
class ModernMediaQueryList extends FakeMediaQueryList {
  addEventListener(type: string, listener: () => void) {
    if (type === 'change') this.listeners.add(listener);
  }
  removeEventListener(type: string, listener: () => void) {
    if (type === 'change') this.listeners.delete(listener);
  }
}
class LegacyMediaQueryList extends FakeMediaQueryList {
  addListener(listener: () => void) {
    this.listeners.add(listener);
  }
  removeListener(listener: () => void) {
    this.listeners.delete(listener);
  }
}

let queries: FakeMediaQueryList[] = [];
const gtag = jest.fn();
const originalMatchMedia = window.matchMedia;

function useMediaQueryLists(kind: typeof ModernMediaQueryList | typeof LegacyMediaQueryList, osDark = false) {
  window.matchMedia = ((media: string) => {
    const query = new kind(media, media === '(prefers-color-scheme: dark)' ? osDark : true);
    queries.push(query);
    return query;
  }) as unknown as typeof window.matchMedia;
}

/** The live query (one with a listener) for this media text. */
function listenedQuery(media: string): FakeMediaQueryList {
  const live = queries.filter((query) => query.media === media && query.listeners.size > 0);
  expect(live).toHaveLength(1);
  return live[0];
}

function setDevicePixelRatio(ratio: number) {
  Object.defineProperty(window, 'devicePixelRatio', {configurable: true, value: ratio});
}

/** Every user_properties call with this property, in order. */
function sent(property: string): unknown[] {
  return gtag.mock.calls.filter(([command, target, properties]) => command === 'set' && target === 'user_properties' && property in properties).map((call) => call[2][property]);
}

function Controls() {
  const setCodeStyling = useSetCodeStyling();
  const setCodeVariant = useSetCodeVariant();
  return (
    <>
      <button type="button" onClick={() => setCodeStyling('Tailwind')}>
        Tailwind
      </button>
      <button type="button" onClick={() => setCodeVariant('JS')}>
        JS
      </button>
    </>
  );
}

function Tree() {
  return (
    <CodePreferencesProvider>
      <AnalyticsUserProperties />
      <Controls />
    </CodePreferencesProvider>
  );
}

beforeEach(() => {
  queries = [];
  colorMode.colorMode = 'light';
  setDevicePixelRatio(1);
  (window as unknown as {gtag: jest.Mock}).gtag = gtag;
  useMediaQueryLists(ModernMediaQueryList);
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  delete (window as unknown as {gtag?: jest.Mock}).gtag;
  document.cookie = 'codeStyling=; Max-Age=0; Path=/';
  document.cookie = 'codeVariant=; Max-Age=0; Path=/';
});

it('sends each property once on load', () => {
  render(<Tree />);
  expect(sent('devicePixelRatio')).toEqual([1]);
  expect(sent('colorSchemeOS')).toEqual(['light']);
  expect(sent('colorScheme')).toEqual(['light']);
  expect(sent('codeStylingVariant')).toEqual(['MUI System']);
  expect(sent('codeVariant')).toEqual(['TS']);
  expect(sent('userLanguage')).toEqual(['en']);
});

it('re-sends devicePixelRatio, rounded, each time the resolution changes, listening to the new resolution', () => {
  const {unmount} = render(<Tree />);
  act(() => {
    setDevicePixelRatio(1.3333);
    listenedQuery('(resolution: 1dppx)').change(false);
  });
  expect(sent('devicePixelRatio')).toEqual([1, 1.3]);
  act(() => {
    setDevicePixelRatio(2);
    listenedQuery('(resolution: 1.3333dppx)').change(false);
  });
  expect(sent('devicePixelRatio')).toEqual([1, 1.3, 2]);
  // Only the query for the current resolution is listened to, and not after unmount.
  expect(queries.filter((query) => query.listeners.size > 0).map((query) => query.media).sort()).toEqual([
    '(prefers-color-scheme: dark)',
    '(resolution: 2dppx)',
  ]);
  unmount();
  expect(queries.every((query) => query.listeners.size === 0)).toBe(true);
});

it('re-sends colorSchemeOS when the operating system switches between dark and light', () => {
  render(<Tree />);
  act(() => listenedQuery('(prefers-color-scheme: dark)').change(true));
  expect(sent('colorSchemeOS')).toEqual(['light', 'dark']);
  act(() => listenedQuery('(prefers-color-scheme: dark)').change(false));
  expect(sent('colorSchemeOS')).toEqual(['light', 'dark', 'light']);
});

it("re-sends colorScheme when the page's mode changes, and only then", () => {
  const {rerender} = render(<Tree />);
  colorMode.colorMode = 'dark';
  rerender(<Tree />);
  expect(sent('colorScheme')).toEqual(['light', 'dark']);
  rerender(<Tree />);
  expect(sent('colorScheme')).toEqual(['light', 'dark']);
});

it('re-sends codeStylingVariant (and codeVariant) when the reader picks another', () => {
  render(<Tree />);
  fireEvent.click(screen.getByRole('button', {name: 'Tailwind'}));
  expect(sent('codeStylingVariant')).toEqual(['MUI System', 'Tailwind']);
  fireEvent.click(screen.getByRole('button', {name: 'JS'}));
  expect(sent('codeVariant')).toEqual(['TS', 'JS']);
  // Another preference changing does not re-send this one.
  expect(sent('codeStylingVariant')).toEqual(['MUI System', 'Tailwind']);
});

describe("old Safari's MediaQueryList (addListener / removeListener only)", () => {
  beforeEach(() => useMediaQueryLists(LegacyMediaQueryList, true));

  it('mounts without error and still re-sends devicePixelRatio and colorSchemeOS on change', () => {
    const {unmount} = render(<Tree />);
    expect(sent('colorSchemeOS')).toEqual(['dark']);
    act(() => listenedQuery('(prefers-color-scheme: dark)').change(false));
    expect(sent('colorSchemeOS')).toEqual(['dark', 'light']);
    act(() => {
      setDevicePixelRatio(3);
      listenedQuery('(resolution: 1dppx)').change(false);
    });
    expect(sent('devicePixelRatio')).toEqual([1, 3]);
    expect(listenedQuery('(resolution: 3dppx)')).toBeInstanceOf(LegacyMediaQueryList);
    unmount();
    expect(queries.every((query) => query.listeners.size === 0)).toBe(true);
  });
});

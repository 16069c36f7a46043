import React from 'react';
import {act, render as renderPlain, type RenderOptions} from '@testing-library/react';
import {AdProvider} from '@site/src/contexts/adConfig';
import {inHouseAdRecord} from '@site/src/modules/ads/inHouseAds';
import AdDisplay from './AdDisplay';
import {AdRandomContext} from './random';

const ad = {link: '/x/', img: '/x/img/ads/pro.svg', name: 'pro', poweredby: 'MUI', label: 'in-house-pro'};

jest.mock('@site/src/modules/ads/sanitize', () => {
  const actual = jest.requireActual('@site/src/modules/ads/sanitize');
  return {...actual, sanitizeAdHtml: jest.fn(actual.sanitizeAdHtml)};
});
const {sanitizeAdHtml} = jest.requireMock('@site/src/modules/ads/sanitize') as {sanitizeAdHtml: jest.Mock};

/** Renders inside the site's ad config, with `random` as the sampling draw. */
function render(ui: React.ReactElement, random: () => number = () => 1, options?: RenderOptions) {
  return renderPlain(
    <AdProvider>
      <AdRandomContext.Provider value={random}>{ui}</AdRandomContext.Provider>
    </AdProvider>,
    options,
  );
}

it('renders text with emphasis as it is, at once and without the sanitiser', async () => {
  const {container} = render(<AdDisplay ad={{...ad, description: '<b>MUI X Pro</b> unlocks the Pro Data Grid.'}} shape="image" />);
  expect(container.querySelector('b')?.textContent).toBe('MUI X Pro');
  await act(async () => {});
  expect(sanitizeAdHtml).not.toHaveBeenCalled();
});

it('shows any other HTML as plain text until DOMPurify has sanitised it', async () => {
  const description = '<strong>Acme</strong> - <a href="https://acme.example/">read</a><img src=x onerror="window.__adXss=1">';
  const {container} = render(<AdDisplay ad={{...ad, description}} shape="inline" />);
  const text = container.querySelector('[class*=description]')!;
  expect(text.innerHTML).toBe('Acme - read');
  await act(async () => {});
  expect(sanitizeAdHtml).toHaveBeenCalledWith(description);
  expect(text.querySelector('strong')?.textContent).toBe('Acme');
  expect(text.querySelector('a')?.getAttribute('rel')).toBe('noopener sponsored');
  expect(text.querySelector('img')).toBeNull();
});

describe('display event of an in-house ad', () => {
  const inHouse = inHouseAdRecord({name: 'pro', link: '/x/', img: '/x/img/ads/pro.svg', description: '<b>MUI X Pro</b>'});
  let gtag: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    gtag = jest.fn();
    (window as unknown as {gtag: jest.Mock}).gtag = gtag;
  });
  afterEach(() => jest.useRealTimers());

  it('is sent as in-house-<name> as it is shown, for a draw within the ratio', () => {
    render(<AdDisplay ad={inHouse} shape="image" />, () => 0.1);
    expect(gtag.mock.calls).toEqual([['event', 'ad', {eventAction: 'display', eventLabel: 'in-house-pro'}]]);
    act(() => jest.advanceTimersByTime(10_000));
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it('is not sent for a draw above the ratio', () => {
    render(<AdDisplay ad={inHouse} shape="inline" />, () => 0.1001);
    act(() => jest.advanceTimersByTime(10_000));
    expect(gtag).not.toHaveBeenCalled();
  });

});

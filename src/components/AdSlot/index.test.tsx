import React from 'react';
import {act, render} from '@testing-library/react';
import siteConfig from '@generated/docusaurus.config';
import type {SiteCustomFields} from '@site/docusaurus.config';
import {AdProvider, type AdConfig} from '@site/src/contexts/adConfig';
import {DISPLAY_EVENT_DELAY_MS} from '@site/src/modules/ads/constants';
import {IN_HOUSE_ADS} from '@site/src/modules/ads/inHouseAds';
import {AdRandomContext, resetPageLoadShape} from './random';
import AdSlot from '.';

const fields = siteConfig.customFields as SiteCustomFields;
const defaultAds = {...fields.ads};
const userAgent = navigator.userAgent;

/** A random source returning the given draws in order (shape, adblock, in-house, then display samplings). */
function draws(...values: number[]): () => number {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)];
}

function renderSlot(random: () => number, config?: Partial<AdConfig>) {
  return render(
    <AdProvider config={config}>
      <AdRandomContext.Provider value={random}>
        <AdSlot />
      </AdRandomContext.Provider>
    </AdProvider>,
  );
}

const displayEvents = (gtag: jest.Mock) => gtag.mock.calls.filter((call) => call[1] === 'ad' && call[2].eventAction === 'display').map((call) => call[2].eventLabel);

const slotOf = (container: HTMLElement) => container.querySelector('[data-ad-slot]')!;

beforeEach(() => {
  resetPageLoadShape();
  fields.ads = {...defaultAds, inDevelopment: true};
  (window as unknown as {gtag: jest.Mock}).gtag = jest.fn();
  Object.defineProperty(navigator, 'userAgent', {value: userAgent, configurable: true});
});

afterEach(() => {
  fields.ads = defaultAds;
  jest.useRealTimers();
});

it('shows an in-house ad, chosen by the draw, when no Carbon account is configured', async () => {
  const {container} = renderSlot(draws(0.5, 0.5, 0.99, 1));
  await act(async () => {});
  expect(slotOf(container).getAttribute('data-ad-slot')).toBe('in-house');
  const last = IN_HOUSE_ADS[IN_HOUSE_ADS.length - 1];
  expect(slotOf(container).getAttribute('data-ga-event-label')).toBe('in-house-body-top-image');
  expect(container.querySelector('a')!.getAttribute('data-ga-event-label')).toBe(`in-house-${last.name}`);
  expect(container.querySelector('img')!.getAttribute('alt')).toBe(last.name);
  expect(container.querySelector('script')).toBeNull();
});

it('uses the inline shape for a page load drawing below 0.2', async () => {
  const {container} = renderSlot(draws(0.19, 0.5, 0, 1));
  await act(async () => {});
  expect(slotOf(container).getAttribute('data-ga-event-label')).toBe('in-house-body-top-inline');
  expect(container.querySelector('img')).toBeNull();
});

it('stays empty, with its height reserved, for crawlers and development builds', async () => {
  Object.defineProperty(navigator, 'userAgent', {value: 'Mozilla/5.0 (compatible; Googlebot/2.1)', configurable: true});
  const crawler = renderSlot(draws(0.5));
  await act(async () => {});
  expect(slotOf(crawler.container).getAttribute('data-ad-slot')).toBe('empty');
  expect(slotOf(crawler.container).childElementCount).toBe(0);
  crawler.unmount();

  Object.defineProperty(navigator, 'userAgent', {value: userAgent, configurable: true});
  fields.ads = {...defaultAds, inDevelopment: false};
  const development = renderSlot(draws(0.5));
  await act(async () => {});
  expect(slotOf(development.container).getAttribute('data-ad-slot')).toBe('empty');
});

it('renders nothing at all when ads are switched off', async () => {
  fields.ads = {...defaultAds, enabled: false};
  const {container} = renderSlot(draws(0.5));
  await act(async () => {});
  expect(container.innerHTML).toBe('');
});

it('sends a sampled display event exactly 2.5 s after the ad is decided', async () => {
  jest.useFakeTimers();
  const gtag = (window as unknown as {gtag: jest.Mock}).gtag;
  renderSlot(draws(0.5, 0.5, 0, 0.1));
  await act(async () => {});
  act(() => jest.advanceTimersByTime(DISPLAY_EVENT_DELAY_MS - 1));
  expect(gtag).not.toHaveBeenCalledWith('event', 'ad', {eventAction: 'display', eventLabel: 'in-house-body-top-image'});
  act(() => jest.advanceTimersByTime(1));
  expect(gtag).toHaveBeenCalledWith('event', 'ad', {eventAction: 'display', eventLabel: 'in-house-body-top-image'});
});

it('sends no display event when the sampling draw is above 0.1', async () => {
  jest.useFakeTimers();
  const gtag = (window as unknown as {gtag: jest.Mock}).gtag;
  renderSlot(draws(0.5, 0.5, 0, 0.1001));
  await act(async () => {});
  act(() => jest.advanceTimersByTime(10_000));
  expect(gtag).not.toHaveBeenCalledWith('event', 'ad', expect.anything());
});

it('also sends the in-house ad\'s own display event, in-house-<name>, sampled the same way and at once', async () => {
  jest.useFakeTimers();
  const gtag = (window as unknown as {gtag: jest.Mock}).gtag;
  renderSlot(draws(0.5, 0.5, 0, 0.1));
  await act(async () => {});
  expect(displayEvents(gtag)).toEqual([`in-house-${IN_HOUSE_ADS[0].name}`]);
  act(() => jest.advanceTimersByTime(DISPLAY_EVENT_DELAY_MS));
  expect(displayEvents(gtag).sort()).toEqual(['in-house-body-top-image', `in-house-${IN_HOUSE_ADS[0].name}`].sort());
});

it('samples each display event with its own draw', async () => {
  jest.useFakeTimers();
  const gtag = (window as unknown as {gtag: jest.Mock}).gtag;
  // After the three decision draws: the in-house ad's sampling (its effect runs first, as a child), then the slot's.
  renderSlot(draws(0.5, 0.5, 0, 0.1, 0.9));
  await act(async () => {});
  act(() => jest.advanceTimersByTime(DISPLAY_EVENT_DELAY_MS));
  expect(displayEvents(gtag)).toEqual([`in-house-${IN_HOUSE_ADS[0].name}`]);
});

it('takes the sampling ratio and delay from the AdProvider', async () => {
  jest.useFakeTimers();
  const gtag = (window as unknown as {gtag: jest.Mock}).gtag;
  // 0.5 is above the default 0.1, and under the configured ratio.
  renderSlot(draws(0.5, 0.5, 0, 0.5), {GADisplayRatio: 0.5, displayEventDelayMs: 1000});
  await act(async () => {});
  act(() => jest.advanceTimersByTime(999));
  expect(displayEvents(gtag)).toEqual([`in-house-${IN_HOUSE_ADS[0].name}`]);
  act(() => jest.advanceTimersByTime(1));
  expect(displayEvents(gtag).sort()).toEqual(['in-house-body-top-image', `in-house-${IN_HOUSE_ADS[0].name}`].sort());
});

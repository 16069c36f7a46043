import React from 'react';
import {act, render} from '@testing-library/react';
import {Router} from 'react-router-dom';
import {createMemoryHistory} from 'history';
import siteConfig from '@generated/docusaurus.config';
import type {SiteCustomFields} from '@site/docusaurus.config';
import {AdProvider} from '@site/src/contexts/adConfig';
import {FEED_AD_LABEL} from '@site/src/modules/ads/constants';
import {VALID_FEED_ENTRY as entry} from '@site/src/modules/ads/hostileFeed.fixture';
import AdFeed from './AdFeed';
import {AdRandomContext} from './random';

const URL = 'https://srv.buysellads.com/ads/ZONE.json';
const fields = siteConfig.customFields as SiteCustomFields;
const defaultAds = {...fields.ads};
const originalFetch = Object.getOwnPropertyDescriptor(globalThis, 'fetch');

/** The global fetch answering `body` (or never), with what `Response` offers a reader. */
function stubFetch(body: unknown | 'hang') {
  const fetch = jest.fn((_url: string, _init?: {signal: AbortSignal}) => {
    if (body === 'hang') return new Promise<never>(() => {});
    const text = JSON.stringify(body);
    return Promise.resolve({ok: true, status: 200, headers: {get: () => null}, text: async () => text, json: async () => JSON.parse(text) as unknown});
  });
  Object.defineProperty(globalThis, 'fetch', {value: fetch, configurable: true, writable: true});
  return fetch;
}

let page = 0;
/** Requests are shared per page: each test starts on a page of its own. */
function renderOnNewPage(slots: number, random: () => number = () => 1) {
  page += 1;
  const history = createMemoryHistory({initialEntries: [`/feed-page-${page}`]});
  const rendered = render(
    <AdProvider>
      <AdRandomContext.Provider value={random}>
        <Router history={history}>
          {Array.from({length: slots}, (_, index) => (
            <div key={index} data-testid="demo">
              <AdFeed url={URL} />
            </div>
          ))}
        </Router>
      </AdRandomContext.Provider>
    </AdProvider>,
  );
  return {...rendered, history};
}

beforeEach(() => {
  fields.ads = {...defaultAds, inDevelopment: true};
  (window as unknown as {gtag: jest.Mock}).gtag = jest.fn();
});

afterEach(() => {
  jest.useRealTimers();
  fields.ads = defaultAds;
  if (originalFetch) Object.defineProperty(globalThis, 'fetch', originalFetch);
  else delete (globalThis as {fetch?: unknown}).fetch;
});

it('fetches the feed once for all the demos of a page, and again on another page', async () => {
  const fetch = stubFetch({ads: [entry]});
  const {container, history} = renderOnNewPage(3);
  await act(async () => {});
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(container.querySelectorAll('[data-ad-feed="shown"]')).toHaveLength(3);

  await act(async () => history.push('/another-feed-page'));
  expect(fetch).toHaveBeenCalledTimes(2);
});

it('aborts a pending feed request when the demos unmount', async () => {
  const fetch = stubFetch('hang');
  const {unmount} = renderOnNewPage(2);
  await act(async () => {});
  expect(fetch).toHaveBeenCalledTimes(1);
  const signal = fetch.mock.calls[0][1]?.signal;
  expect(signal?.aborted).toBe(false);
  unmount();
  expect(signal?.aborted).toBe(true);
});

it('shows nothing, with one warning, for an ad whose link is javascript:', async () => {
  stubFetch({ads: [{...entry, statlink: 'JaVaScRiPt:alert(document.domain)'}]});
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const {container} = renderOnNewPage(2);
  await act(async () => {});
  expect(container.querySelector('[data-ad-feed]')).toBeNull();
  expect(container.querySelector('a')).toBeNull();
  expect(container.querySelectorAll('[data-testid="demo"]')).toHaveLength(2);
  expect(warn).toHaveBeenCalledTimes(1);
});

it('renders each tracking pixel once, and only http(s) ones', async () => {
  const pixel = 'https://a.example/p.gif||https://a.example/p.gif||data:image/gif;base64,R0lGOD||https://srv.buysellads.com/ads/imp/1';
  stubFetch({ads: [{...entry, pixel}]});
  const error = jest.spyOn(console, 'error');
  const {container} = renderOnNewPage(1);
  await act(async () => {});
  const sources = [...container.querySelectorAll('[data-ad-feed] > img')].map((img) => img.getAttribute('src'));
  expect(sources).toEqual(['https://srv.buysellads.com/ads/imp/1', 'https://a.example/p.gif']);
  expect(error).not.toHaveBeenCalled();
});

it.each([
  ['javascript:', 'javascript:alert(1)'],
  ['data:', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ['protocol-relative (resolved against https)', '//imp.example/1'],
])('renders a %s statimp only as an https URL, or not at all', async (_, statimp) => {
  stubFetch({ads: [{...entry, statimp, pixel: undefined}]});
  const {container} = renderOnNewPage(1);
  await act(async () => {});
  const sources = [...container.querySelectorAll('[data-ad-feed] > img')].map((img) => img.getAttribute('src'));
  expect(sources).toEqual(statimp.startsWith('//') ? [`https:${statimp}`] : []);
});

it('sends the feed ad\'s display event like every ad\'s own: sampled, as it is shown', async () => {
  jest.useFakeTimers();
  stubFetch({ads: [entry]});
  const gtag = (window as unknown as {gtag: jest.Mock}).gtag;
  renderOnNewPage(1, () => 0.1);
  await act(async () => {});
  expect(gtag).toHaveBeenCalledWith('event', 'ad', {eventAction: 'display', eventLabel: FEED_AD_LABEL});
});

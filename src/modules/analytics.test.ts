import {
  bindGaClickDelegation,
  devicePixelRatioProperty,
  gaEventOfClick,
  gtagBootstrapScript,
  isNewPage,
  keepWebVitals,
  onMediaQueryChange,
  pageViewParams,
  sendGaEvent,
  setUserProperties,
  webVitalEvent,
  WEB_VITALS_SAMPLE_RATE,
  type AnalyticsWindow,
} from './analytics';

type BootstrappedWindow = {gtag?: AnalyticsWindow['gtag']; dataLayer: IArguments[]};

/** Runs the head script as the browser would: in the global scope. */
function runBootstrap(id: string | null): BootstrappedWindow {
  const globals = window as unknown as Record<string, unknown>;
  delete globals.dataLayer;
  delete globals.gtag;
  (0, eval)(gtagBootstrapScript(id));
  return window as unknown as BootstrappedWindow;
}

describe('gtag bootstrap', () => {
  it('defines the data layer and gtag, and turns automatic page views off when an id is set', () => {
    const win = runBootstrap('G-TEST1');
    expect(typeof win.gtag).toBe('function');
    expect(win.dataLayer.map((args) => Array.from(args)[0])).toEqual(['js', 'config']);
    expect(Array.from(win.dataLayer[1])).toEqual(['config', 'G-TEST1', {send_page_view: false}]);
  });

  it('configures nothing without an id, but events still reach the data layer', () => {
    const win = runBootstrap(null);
    expect(win.dataLayer.map((args) => Array.from(args)[0])).toEqual(['js']);
    sendGaEvent(win, 'ad', {eventAction: 'display', eventLabel: 'in-house-body-top-image'});
    expect(Array.from(win.dataLayer[1])).toEqual(['event', 'ad', {eventAction: 'display', eventLabel: 'in-house-body-top-image'}]);
  });

  it('escapes the id as a JavaScript string', () => {
    expect(gtagBootstrapScript('G-A"B')).toContain('"G-A\\"B"');
  });
});

describe('click delegation', () => {
  document.body.innerHTML = `
    <div data-ga-event-category="outer" data-ga-event-action="outer-action">
      <button data-ga-event-category="code" data-ga-event-action="copy-click" data-ga-event-label="tsx"><span id="inner">Copy</span></button>
      <a id="sampled" data-ga-event-category="demo" data-ga-event-split="0.1">Link</a>
      <p id="untagged-parent"><em id="deep">text</em></p>
    </div>
    <p id="outside">nothing</p>`;
  const byId = (id: string) => document.getElementById(id);

  it('reports the nearest tagged element, with missing attributes as null', () => {
    expect(gaEventOfClick(byId('inner'), () => 0.5)).toEqual({category: 'code', params: {eventAction: 'copy-click', eventLabel: 'tsx'}});
    expect(gaEventOfClick(byId('deep'), () => 0.5)).toEqual({category: 'outer', params: {eventAction: 'outer-action', eventLabel: null}});
    expect(gaEventOfClick(byId('outside'), () => 0.5)).toBeNull();
  });

  it('keeps the split fraction of sampled clicks: a draw above it drops the event', () => {
    expect(gaEventOfClick(byId('sampled'), () => 0.1)).toMatchObject({category: 'demo'});
    expect(gaEventOfClick(byId('sampled'), () => 0.10001)).toBeNull();
  });

  it('listens once on the document and can be removed', () => {
    const send = jest.fn();
    const unbind = bindGaClickDelegation(document, send, () => 0);
    byId('inner')!.click();
    expect(send).toHaveBeenCalledWith({category: 'code', params: {eventAction: 'copy-click', eventLabel: 'tsx'}});
    unbind();
    byId('inner')!.click();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('page views', () => {
  it('counts a new path as a page view, not a hash or query change on the same path', () => {
    expect(isNewPage('/x/introduction/', null)).toBe(true);
    expect(isNewPage('/x/introduction/licensing/', '/x/introduction/')).toBe(true);
    expect(isNewPage('/x/introduction/', '/x/introduction/')).toBe(false);
  });

  it('reads the title and product meta tags, and reports the path without language prefix', () => {
    document.head.innerHTML = '<meta name="mui:productId" content="x-data-grid"><meta name="mui:productCategoryId" content="x">';
    document.title = 'Sorting | MUI X';
    const params = pageViewParams(document, '/zh/x/react-data-grid/sorting/');
    expect(params).toEqual({page_title: 'Sorting | MUI X', page_location: '/x/react-data-grid/sorting/', productId: 'x-data-grid', productCategoryId: 'x'});
  });
});

describe('user properties and web vitals', () => {
  it('sends user properties through gtag set', () => {
    const gtag = jest.fn();
    setUserProperties({gtag}, {codeVariant: 'TS'});
    expect(gtag).toHaveBeenCalledWith('set', 'user_properties', {codeVariant: 'TS'});
  });

  it('listens to a media query through addEventListener where it exists', () => {
    const query = {addEventListener: jest.fn(), removeEventListener: jest.fn(), addListener: jest.fn(), removeListener: jest.fn()};
    const listener = () => {};
    const stop = onMediaQueryChange(query as unknown as MediaQueryList, listener);
    expect(query.addEventListener).toHaveBeenCalledWith('change', listener);
    stop();
    expect(query.removeEventListener).toHaveBeenCalledWith('change', listener);
    expect(query.addListener).not.toHaveBeenCalled();
    expect(query.removeListener).not.toHaveBeenCalled();
  });

  it("falls back to addListener / removeListener on old Safari's MediaQueryList, which has nothing else", () => {
    const listeners = new Set<() => void>();
    const legacyQuery = {matches: false, media: '(prefers-color-scheme: dark)', addListener: (l: () => void) => listeners.add(l), removeListener: (l: () => void) => listeners.delete(l)};
    const listener = jest.fn();
    const stop = onMediaQueryChange(legacyQuery as unknown as MediaQueryList, listener);
    for (const l of listeners) l();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('rounds the device pixel ratio to one decimal', () => {
    expect(devicePixelRatioProperty(2)).toBe(2);
    expect(devicePixelRatioProperty(1.3333)).toBe(1.3);
    expect(devicePixelRatioProperty(2.25)).toBe(2.3);
  });

  it('keeps web vitals for a draw at most the sample rate', () => {
    expect(keepWebVitals(WEB_VITALS_SAMPLE_RATE)).toBe(true);
    expect(keepWebVitals(0)).toBe(true);
    expect(keepWebVitals(WEB_VITALS_SAMPLE_RATE + 1e-9)).toBe(false);
  });

  it('sends each metric with its value, delta and id', () => {
    expect(webVitalEvent({name: 'LCP', value: 1830.5, delta: 1830.5, id: 'v5-1'})).toEqual([
      'LCP',
      {value: 1830.5, metric_label: 'Web Vitals', metric_value: 1830.5, metric_delta: 1830.5, metric_id: 'v5-1'},
    ]);
  });
});

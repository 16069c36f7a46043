import {AD_PLACEMENT, GA_DISPLAY_RATIO} from './constants';
import {
  adShapeOf,
  carbonScriptUrl,
  decideAd,
  eventLabelOf,
  feedUrlOf,
  isCrawler,
  pickInHouse,
  shouldDetectAdblock,
  shouldSendDisplayEvent,
  type AdInputs,
} from './decide';

const visitor: AdInputs = {crawler: false, disabled: false, adblock: false, carbonOut: false, carbonConfigured: true, randomAdblock: 0.5};

describe('adShapeOf', () => {
  it.each([
    [0, 'inline'],
    [0.19999, 'inline'],
    [0.2, 'image'],
    [0.5, 'image'],
    [0.99999, 'image'],
  ])('gives %p the %s shape (20% inline)', (random, shape) => {
    expect(adShapeOf(random)).toBe(shape);
  });
});

describe('isCrawler', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Screaming Frog SEO Spider/19.0',
    'SomeCrawler/1.0',
    'ROBOT',
    'archive crawling agent',
  ])('recognises %p', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
    '',
  ])('lets %p through', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });
});

describe('decideAd', () => {
  it('gives crawlers an empty slot without a label, whatever else holds', () => {
    expect(decideAd({...visitor, crawler: true})).toEqual({kind: 'empty', label: null});
    expect(decideAd({...visitor, crawler: true, adblock: true, randomAdblock: 0})).toEqual({kind: 'empty', label: null});
    expect(decideAd({...visitor, crawler: true, carbonConfigured: false})).toEqual({kind: 'empty', label: null});
  });

  it('renders nothing when ads are disabled (development)', () => {
    expect(decideAd({...visitor, disabled: true})).toEqual({kind: 'empty', label: null});
    expect(decideAd({...visitor, disabled: true, carbonOut: true})).toEqual({kind: 'empty', label: null});
  });

  it('shows the adblock message to 20% of visitors with a blocker, an in-house ad to the rest', () => {
    expect(decideAd({...visitor, adblock: true, randomAdblock: 0})).toEqual({kind: 'adblock-message', label: 'in-house-adblock'});
    expect(decideAd({...visitor, adblock: true, randomAdblock: 0.19999})).toEqual({kind: 'adblock-message', label: 'in-house-adblock'});
    expect(decideAd({...visitor, adblock: true, randomAdblock: 0.2})).toEqual({kind: 'in-house', label: 'in-house'});
    expect(decideAd({...visitor, adblock: true, randomAdblock: 0.9})).toEqual({kind: 'in-house', label: 'in-house'});
  });

  it('checks the blocker before the Carbon filler', () => {
    expect(decideAd({...visitor, adblock: true, carbonOut: true, randomAdblock: 0.1})).toEqual({kind: 'adblock-message', label: 'in-house-adblock'});
    expect(decideAd({...visitor, adblock: true, carbonOut: true, randomAdblock: 0.5})).toEqual({kind: 'in-house', label: 'in-house'});
  });

  it('falls back to an in-house ad when Carbon only has its filler', () => {
    expect(decideAd({...visitor, carbonOut: true})).toEqual({kind: 'in-house', label: 'in-house-carbon'});
  });

  it('shows Carbon otherwise', () => {
    expect(decideAd(visitor)).toEqual({kind: 'carbon', label: 'carbon'});
    expect(decideAd({...visitor, randomAdblock: 0})).toEqual({kind: 'carbon', label: 'carbon'});
  });

  it('never tries Carbon when it is not configured: every visitor gets the in-house ad', () => {
    expect(decideAd({...visitor, carbonConfigured: false})).toEqual({kind: 'in-house', label: 'in-house'});
    expect(decideAd({...visitor, carbonConfigured: false, adblock: true, randomAdblock: 0})).toEqual({kind: 'in-house', label: 'in-house'});
    expect(decideAd({...visitor, carbonConfigured: false, carbonOut: true})).toEqual({kind: 'in-house', label: 'in-house'});
  });
});

it('runs the adblock detection only when Carbon may be shown', () => {
  expect(shouldDetectAdblock({crawler: false, disabled: false, carbonConfigured: true})).toBe(true);
  expect(shouldDetectAdblock({crawler: true, disabled: false, carbonConfigured: true})).toBe(false);
  expect(shouldDetectAdblock({crawler: false, disabled: true, carbonConfigured: true})).toBe(false);
  expect(shouldDetectAdblock({crawler: false, disabled: false, carbonConfigured: false})).toBe(false);
});

it('builds event labels from label, placement and shape', () => {
  expect(AD_PLACEMENT).toBe('body-top');
  expect(eventLabelOf('carbon', AD_PLACEMENT, 'image')).toBe('carbon-body-top-image');
  expect(eventLabelOf('in-house', AD_PLACEMENT, 'inline')).toBe('in-house-body-top-inline');
  expect(eventLabelOf('in-house-adblock', AD_PLACEMENT, 'image')).toBe('in-house-adblock-body-top-image');
  expect(eventLabelOf(null, AD_PLACEMENT, 'image')).toBeNull();
  expect(eventLabelOf('', AD_PLACEMENT, 'image')).toBeNull();
});

describe('pickInHouse', () => {
  const ads = ['a', 'b', 'c', 'd'];

  it.each([
    [0, 'a'],
    [0.2499, 'a'],
    [0.25, 'b'],
    [0.5, 'c'],
    [0.75, 'd'],
    [0.9999, 'd'],
  ])('picks floor(length × %p)', (random, ad) => {
    expect(pickInHouse(ads, random)).toBe(ad);
  });

  it('keeps the index in range and handles an empty list', () => {
    expect(pickInHouse(ads, 1)).toBe('d');
    expect(pickInHouse(ads, -0.5)).toBe('a');
    expect(pickInHouse(ads, Number.NaN)).toBe('a');
    expect(pickInHouse([], 0.3)).toBeNull();
  });
});

describe('shouldSendDisplayEvent', () => {
  it('at the default ratio, samples 10% of display events: skipped only when random > 0.1', () => {
    expect(shouldSendDisplayEvent(0, GA_DISPLAY_RATIO)).toBe(true);
    expect(shouldSendDisplayEvent(0.1, GA_DISPLAY_RATIO)).toBe(true);
    expect(shouldSendDisplayEvent(0.10001, GA_DISPLAY_RATIO)).toBe(false);
    expect(shouldSendDisplayEvent(0.9, GA_DISPLAY_RATIO)).toBe(false);
  });

  it('takes the configured ratio', () => {
    expect(shouldSendDisplayEvent(0.5, 0.5)).toBe(true);
    expect(shouldSendDisplayEvent(0.50001, 0.5)).toBe(false);
    expect(shouldSendDisplayEvent(0.99, 1)).toBe(true);
    expect(shouldSendDisplayEvent(0.00001, 0)).toBe(false);
  });
});

it('builds the Carbon script and feed URLs, encoding their parts', () => {
  expect(carbonScriptUrl('CEAIEK3M', 'body-top')).toBe('https://cdn.carbonads.com/carbon.js?serve=CEAIEK3M&placement=body-top');
  expect(carbonScriptUrl('a&b', 'x y', 'https://example.com/c.js')).toBe('https://example.com/c.js?serve=a%26b&placement=x+y');
  expect(feedUrlOf('CWYD64JJ')).toBe('https://srv.buysellads.com/ads/CWYD64JJ.json');
  expect(feedUrlOf('../x')).toBe('https://srv.buysellads.com/ads/..%2Fx.json');
});

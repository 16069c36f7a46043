import {FEED_MAX_ATTEMPTS, FEED_MAX_BODY_BYTES, FEED_MAX_PIXELS, FEED_RETRY_BASE_DELAY_MS, FEED_TIMEOUT_MS} from './constants';
import {ReadableStream as NodeReadableStream} from 'node:stream/web';
import {bodyWithin, feedAdToRecord, fetchFeedAd, firstServableAd, parseFeedAd, pixelUrls, sharedFeedAd, webUrlOrNull, type FeedAd, type FeedFetch} from './feed';
import {HOSTILE_FEED_BODIES, HOSTILE_FEED_FIELDS, HOSTILE_FEED_URLS, VALID_FEED_ENTRY as entry} from './hostileFeed.fixture';

const URL = 'https://srv.buysellads.com/ads/ZONE.json';

/** `entry` once validated. */
const ad: FeedAd = {
  statlink: 'https://srv.buysellads.com/ads/click/x/1',
  pixels: ['https://srv.buysellads.com/ads/imp/1', 'https://a.example/p.gif?t=1700000000', 'https://b.example/q.gif?ts=1700000000&r=1'],
  image: 'https://cdn4.buysellads.net/uu/1/1.png',
  company: 'Acme',
  description: 'Build faster dashboards.',
};

type Answer = {
  status?: number;
  json?: unknown;
  body?: string;
  contentLength?: number;
  networkError?: boolean;
  /** Never answers, whatever its signal says: the worst case. */
  hang?: boolean;
  /** Answers, then never finishes the body. */
  hangBody?: boolean;
  answerAfterMs?: number;
};

const never = <T>() => new Promise<T>(() => {});

/**
 * A fetch that plays the answers in turn, the last one again when they run
 * out. Its responses also have `json()`, so the same fakes drive a reader
 * that does not go through `text()`.
 */
function feedServer(...answers: Answer[]) {
  let call = 0;
  return jest.fn((_url: string, _init?: {signal: AbortSignal}) => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (answer.networkError) return Promise.reject(new TypeError('Failed to fetch'));
    if (answer.hang) return never<never>();
    const body = answer.body ?? JSON.stringify(answer.json);
    const status = answer.status ?? 200;
    const response = {
      ok: status >= 200 && status < 300,
      status,
      headers: {get: (name: string) => (name.toLowerCase() === 'content-length' && answer.contentLength !== undefined ? String(answer.contentLength) : null)},
      text: jest.fn(() => (answer.hangBody ? never<string>() : Promise.resolve(body))),
      json: () => (answer.hangBody ? never<unknown>() : Promise.resolve().then(() => JSON.parse(body) as unknown)),
    };
    if (answer.answerAfterMs) return new Promise<typeof response>((resolve) => setTimeout(() => resolve(response), answer.answerAfterMs));
    return Promise.resolve(response);
  });
}

const noAd: Answer = {json: {ads: [{}]}};
const withAd: Answer = {json: {ads: [entry]}};
/** Long enough for every timeout and retry to run out. */
const ALL_THE_TIME = 60_000;

type Outcome<T> = {settled: false} | {settled: true; value: T};

/** What `promise` came to once fake time has moved on by `ms`; a promise that hangs stays unsettled. */
async function outcomeAfter<T>(promise: Promise<T>, ms: number = ALL_THE_TIME): Promise<Outcome<T>> {
  let outcome: Outcome<T> = {settled: false};
  void promise.then((value) => {
    outcome = {settled: true, value};
  });
  await jest.advanceTimersByTimeAsync(ms);
  return outcome;
}

const signalOf = (fetch: ReturnType<typeof feedServer>, call: number) => fetch.mock.calls[call]?.[1]?.signal;

describe('webUrlOrNull', () => {
  it('keeps absolute http(s) URLs, normalised', () => {
    expect(webUrlOrNull('https://srv.buysellads.com/ads/click/x/1')).toBe('https://srv.buysellads.com/ads/click/x/1');
    expect(webUrlOrNull('HTTP://Ok.Example/a b'.replace(' ', '%20'))).toBe('http://ok.example/a%20b');
  });

  it('resolves a protocol-relative URL against https', () => {
    expect(webUrlOrNull('//evil.example/x')).toBe('https://evil.example/x');
    expect(webUrlOrNull('//evil')).toBe('https://evil/');
  });

  it(`is tested against ${HOSTILE_FEED_URLS.length} hostile values`, () => {
    expect(HOSTILE_FEED_URLS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(HOSTILE_FEED_URLS)('rejects %s', (_, value) => {
    expect(webUrlOrNull(value)).toBeNull();
  });
});

describe('firstServableAd', () => {
  it('returns the first entry with an http(s) statlink, validated', () => {
    const second = {...entry, statlink: 'https://srv.buysellads.com/ads/click/x/2'};
    expect(firstServableAd({ads: [{}, {company: 'No link'}, {statlink: ''}, entry, second]})).toEqual(ad);
  });

  it('reads a response of any shape', () => {
    expect(firstServableAd(null)).toBeNull();
    expect(firstServableAd('ads')).toBeNull();
    expect(firstServableAd({ads: 'x'})).toBeNull();
    expect(firstServableAd([{statlink: 'https://s.example/1'}])).toBeNull();
    expect(firstServableAd({ads: [null, 1, [], {statlink: 42}, {statlink: 'https://s.example/1'}]})).toMatchObject({statlink: 'https://s.example/1'});
  });

  it.each(HOSTILE_FEED_URLS)('drops the whole ad when its statlink is %s', (_, statlink) => {
    expect(firstServableAd({ads: [{...entry, statlink}]})).toBeNull();
  });
});

describe('parseFeedAd', () => {
  it.each(HOSTILE_FEED_FIELDS)('keeps the ad but leaves out %s', (_, hostile, expected) => {
    expect(parseFeedAd(hostile)).toEqual(expect.objectContaining(expected));
  });

  it('takes only the fields it knows', () => {
    expect(Object.keys(parseFeedAd({...entry, onclick: 'alert(1)', __proto__: {statlink: 'x'}})!).sort()).toEqual(['company', 'description', 'image', 'pixels', 'statlink']);
  });
});

describe('pixelUrls', () => {
  it('lists statimp, then the pixel parts split on || with the timestamp in, empty parts dropped', () => {
    expect(pixelUrls(entry)).toEqual(ad.pixels);
    expect(pixelUrls({pixel: '||https://a.example/p.gif?t=[timestamp]|| ||', timestamp: 42})).toEqual(['https://a.example/p.gif?t=42']);
    expect(pixelUrls({pixel: 'https://a.example/p?a=[timestamp]&b=[timestamp]', timestamp: '7'})).toEqual(['https://a.example/p?a=7&b=7']);
  });

  it('handles missing fields', () => {
    expect(pixelUrls({pixel: 'https://a.example/p.gif', timestamp: '1'})).toEqual(['https://a.example/p.gif']);
    expect(pixelUrls({pixel: 'https://a.example/p?t=[timestamp]'})).toEqual(['https://a.example/p?t=']);
    expect(pixelUrls({timestamp: '1'})).toEqual([]);
    expect(pixelUrls({pixel: ''})).toEqual([]);
  });

  it('lists each URL once: duplicate pixels would be duplicate React keys', () => {
    const pixel = 'https://a.example/p.gif||https://a.example/p.gif||https://srv.buysellads.com/ads/imp/1||https://a.example/p.gif';
    expect(pixelUrls({statimp: 'https://srv.buysellads.com/ads/imp/1', pixel})).toEqual(['https://srv.buysellads.com/ads/imp/1', 'https://a.example/p.gif']);
  });

  it(`keeps at most ${FEED_MAX_PIXELS} of 1000 pixels`, () => {
    const pixel = Array.from({length: 1000}, (_, index) => `https://a.example/p${index}.gif`).join('||');
    const urls = pixelUrls({statimp: 'https://srv.buysellads.com/ads/imp/1', pixel});
    expect(FEED_MAX_PIXELS).toBe(10);
    expect(urls).toHaveLength(FEED_MAX_PIXELS);
    expect(urls[0]).toBe('https://srv.buysellads.com/ads/imp/1');
    expect(urls[9]).toBe('https://a.example/p8.gif');
  });

  it.each(HOSTILE_FEED_URLS)('drops a statimp that is %s', (_, statimp) => {
    expect(pixelUrls({statimp, pixel: 'https://a.example/ok.gif'})).toEqual(['https://a.example/ok.gif']);
  });

  // Pixel parts are trimmed (spaces around `||` are formatting): a space before a valid URL is harmless there.
  const hostilePixels = HOSTILE_FEED_URLS.filter(([what, value]) => typeof value === 'string' && what !== 'leading space before an https URL');
  it.each(hostilePixels)('drops a pixel that is %s', (_, value) => {
    expect(pixelUrls({pixel: `${String(value)}||https://a.example/ok.gif||${String(value)}`})).toEqual(['https://a.example/ok.gif']);
  });
});

describe('fetchFeedAd', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('returns the first valid ad after one fetch, which it can abort', async () => {
    const fetch = feedServer(withAd);
    const warn = jest.fn();
    expect(await outcomeAfter(fetchFeedAd(URL, {fetch, warn}), 0)).toEqual({settled: true, value: ad});
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(URL, {signal: expect.any(AbortSignal)});
    expect(warn).not.toHaveBeenCalled();
  });

  it(`tries an empty feed ${FEED_MAX_ATTEMPTS} times, after 1 s then 2 s, then gives up quietly`, async () => {
    expect(FEED_MAX_ATTEMPTS).toBe(3);
    const fetch = feedServer(noAd, {json: {ads: []}}, {json: {}}, withAd);
    const warn = jest.fn();
    const result = fetchFeedAd(URL, {fetch, warn});
    expect(await outcomeAfter(result, FEED_RETRY_BASE_DELAY_MS - 1)).toEqual({settled: false});
    expect(fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2 * FEED_RETRY_BASE_DELAY_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await outcomeAfter(result, 1)).toEqual({settled: true, value: null});
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(warn).not.toHaveBeenCalled();
  });

  it('returns the ad of a retry', async () => {
    const fetch = feedServer(noAd, {status: 503}, withAd);
    expect(await outcomeAfter(fetchFeedAd(URL, {fetch, warn: jest.fn()}))).toEqual({settled: true, value: ad});
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('retries server errors and warns once when the last one fails', async () => {
    const fetch = feedServer({status: 500}, {status: 429}, {status: 502});
    const warn = jest.fn();
    expect(await outcomeAfter(fetchFeedAd(URL, {fetch, warn}))).toEqual({settled: true, value: null});
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(`No feed ad from ${URL}: HTTP status 502.`);
  });

  it.each([404, 403, 301])('gives up after one fetch, with one warning, on HTTP status %i', async (status) => {
    const fetch = feedServer({status});
    const warn = jest.fn();
    expect(await outcomeAfter(fetchFeedAd(URL, {fetch, warn}))).toEqual({settled: true, value: null});
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it(`aborts a hanging fetch after ${FEED_TIMEOUT_MS} ms, retries with backoff, and warns once after the last`, async () => {
    const fetch = feedServer({hang: true});
    const warn = jest.fn();
    const result = fetchFeedAd(URL, {fetch, warn});
    expect(await outcomeAfter(result, FEED_TIMEOUT_MS - 1)).toEqual({settled: false});
    expect(signalOf(fetch, 0)?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(signalOf(fetch, 0)?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(FEED_RETRY_BASE_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    // 2nd fetch times out, 2 s pause, 3rd fetch times out.
    expect(await outcomeAfter(result, FEED_TIMEOUT_MS + 2 * FEED_RETRY_BASE_DELAY_MS + FEED_TIMEOUT_MS)).toEqual({settled: true, value: null});
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(`No feed ad from ${URL}: no answer within ${FEED_TIMEOUT_MS} ms.`);
  });

  it('counts a slow answer, and a body that never ends, as timeouts', async () => {
    const slow = feedServer({...withAd, answerAfterMs: FEED_TIMEOUT_MS + 1});
    expect(await outcomeAfter(fetchFeedAd(URL, {fetch: slow, warn: jest.fn()}))).toEqual({settled: true, value: null});
    expect(slow).toHaveBeenCalledTimes(FEED_MAX_ATTEMPTS);

    const endless = feedServer({...withAd, hangBody: true});
    expect(await outcomeAfter(fetchFeedAd(URL, {fetch: endless, warn: jest.fn()}))).toEqual({settled: true, value: null});
    expect(endless).toHaveBeenCalledTimes(FEED_MAX_ATTEMPTS);
  });

  it('stops at once and quietly when its signal aborts, with a fetch in flight or during a pause', async () => {
    const fetch = feedServer({hang: true});
    const warn = jest.fn();
    const controller = new AbortController();
    const inFlight = fetchFeedAd(URL, {fetch, warn, signal: controller.signal});
    await jest.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(await outcomeAfter(inFlight, 0)).toEqual({settled: true, value: null});
    expect(signalOf(fetch, 0)?.aborted).toBe(true);

    const pausing = new AbortController();
    const empty = feedServer(noAd);
    const duringPause = fetchFeedAd(URL, {fetch: empty, warn, signal: pausing.signal});
    await jest.advanceTimersByTimeAsync(10);
    pausing.abort();
    expect(await outcomeAfter(duringPause, 0)).toEqual({settled: true, value: null});
    await jest.advanceTimersByTimeAsync(ALL_THE_TIME);
    expect(empty).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();

    const before = feedServer(withAd);
    expect(await outcomeAfter(fetchFeedAd(URL, {fetch: before, signal: AbortSignal.abort()}), 0)).toEqual({settled: true, value: null});
    expect(before).not.toHaveBeenCalled();
  });

  it('gives up at once and quietly on a network error (an ad blocker)', async () => {
    const fetch = feedServer({networkError: true}, withAd);
    const warn = jest.fn();
    expect(await outcomeAfter(fetchFeedAd(URL, {fetch, warn}))).toEqual({settled: true, value: null});
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it(`does not read a body whose Content-Length is over ${FEED_MAX_BODY_BYTES}`, async () => {
    const fetch = feedServer({...withAd, contentLength: FEED_MAX_BODY_BYTES + 1});
    const warn = jest.fn();
    expect(await outcomeAfter(fetchFeedAd(URL, {fetch, warn}))).toEqual({settled: true, value: null});
    const response = await fetch.mock.results[0].value;
    expect(response.text).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(`No feed ad from ${URL}: the answer is larger than ${FEED_MAX_BODY_BYTES} bytes.`);
  });

  it(`is tested against ${HOSTILE_FEED_BODIES.length} hostile bodies`, () => {
    expect(HOSTILE_FEED_BODIES.length).toBeGreaterThanOrEqual(15);
  });

  it.each(HOSTILE_FEED_BODIES)('gives up after one fetch, with one warning, on %s', async (_, body) => {
    const fetch = feedServer({body}, withAd);
    const warn = jest.fn();
    expect(await outcomeAfter(fetchFeedAd(URL, {fetch, warn}))).toEqual({settled: true, value: null});
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('never rejects, even when fetch throws synchronously or warn throws', async () => {
    const throwing: FeedFetch = () => {
      throw new Error('boom');
    };
    expect(await outcomeAfter(fetchFeedAd(URL, {fetch: throwing}))).toEqual({settled: true, value: null});
    const warn = () => {
      throw new Error('boom');
    };
    expect(await outcomeAfter(fetchFeedAd(URL, {fetch: feedServer({body: 'nope'}), warn}))).toEqual({settled: true, value: null});
  });

  it('uses the global fetch and console.warn by default', async () => {
    const fetch = feedServer(withAd, {body: '<html>'});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const original = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
    Object.defineProperty(globalThis, 'fetch', {value: fetch, configurable: true, writable: true});
    try {
      expect(await outcomeAfter(fetchFeedAd(URL))).toEqual({settled: true, value: ad});
      expect(await outcomeAfter(fetchFeedAd(URL))).toEqual({settled: true, value: null});
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      if (original) Object.defineProperty(globalThis, 'fetch', original);
      else delete (globalThis as {fetch?: unknown}).fetch;
    }
  });
});

describe('sharedFeedAd', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  let page = 0;
  /** A page key no other test used: requests are cached per page. */
  const newPage = () => `/shared-${(page += 1)}`;

  it('fetches once for all the slots of a page, and again for another page', async () => {
    const fetch = feedServer(withAd);
    const first = newPage();
    const slots = [sharedFeedAd(first, URL, {fetch}), sharedFeedAd(first, URL, {fetch}), sharedFeedAd(first, URL, {fetch})];
    for (const slot of slots) expect(await outcomeAfter(slot.ad, 0)).toEqual({settled: true, value: ad});
    expect(fetch).toHaveBeenCalledTimes(1);

    // A slot opened later on the same page, after the others are gone.
    for (const slot of slots) slot.release();
    expect(await outcomeAfter(sharedFeedAd(first, URL, {fetch}).ad, 0)).toEqual({settled: true, value: ad});
    expect(fetch).toHaveBeenCalledTimes(1);

    expect(await outcomeAfter(sharedFeedAd(newPage(), URL, {fetch}).ad, 0)).toEqual({settled: true, value: ad});
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shares a failure too: one fetch and one warning per page', async () => {
    const fetch = feedServer({body: '<html>'});
    const warn = jest.fn();
    const current = newPage();
    sharedFeedAd(current, URL, {fetch, warn});
    expect(await outcomeAfter(sharedFeedAd(current, URL, {fetch, warn}).ad)).toEqual({settled: true, value: null});
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('aborts a pending request once its last slot is released; the next slot fetches anew', async () => {
    const fetch = feedServer({hang: true}, withAd);
    const current = newPage();
    const one = sharedFeedAd(current, URL, {fetch});
    const two = sharedFeedAd(current, URL, {fetch});
    one.release();
    one.release();
    expect(signalOf(fetch, 0)?.aborted).toBe(false);
    two.release();
    expect(signalOf(fetch, 0)?.aborted).toBe(true);
    expect(await outcomeAfter(one.ad, 0)).toEqual({settled: true, value: null});

    expect(await outcomeAfter(sharedFeedAd(current, URL, {fetch}).ad, 0)).toEqual({settled: true, value: ad});
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("aborts the previous page's pending request", async () => {
    const fetch = feedServer({hang: true});
    sharedFeedAd(newPage(), URL, {fetch});
    sharedFeedAd(newPage(), URL, {fetch});
    expect(signalOf(fetch, 0)?.aborted).toBe(true);
    expect(signalOf(fetch, 1)?.aborted).toBe(false);
  });
});

describe('feedAdToRecord', () => {
  it('builds the inline display record', () => {
    expect(feedAdToRecord(ad)).toEqual({
      link: 'https://srv.buysellads.com/ads/click/x/1',
      img: 'https://cdn4.buysellads.net/uu/1/1.png',
      name: 'Acme',
      description: '<strong>Acme</strong> - Build faster dashboards.',
      poweredby: 'Carbon',
      label: 'carbon-demo-inline',
    });
  });

  it('escapes the company name inside the strong tag', () => {
    const record = feedAdToRecord({...ad, company: '<img src=x onerror=alert(1)> & "Co" \'s'});
    expect(record.description).toBe('<strong>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot; &#39;s</strong> - Build faster dashboards.');
    expect(record.name).toBe('<img src=x onerror=alert(1)> & "Co" \'s');
  });

  it('fills missing fields with empty strings', () => {
    expect(feedAdToRecord(parseFeedAd({statlink: 'https://s.example/1'})!)).toEqual({
      link: 'https://s.example/1',
      img: '',
      name: '',
      description: '<strong></strong> - ',
      poweredby: 'Carbon',
      label: 'carbon-demo-inline',
    });
  });
});

describe('bodyWithin', () => {
  // jsdom has no streams; Node's are the same WHATWG streams a browser hands over.
  const stream = (source: UnderlyingDefaultSource<Uint8Array>) => new NodeReadableStream<Uint8Array>(source as never) as unknown as ReadableStream<Uint8Array>;
  /** A body that sends 16 KB chunks for as long as it is read, counting what it sent. */
  function endlessBody() {
    const sent = {chunks: 0, cancelled: false};
    const body = stream({
      pull(controller) {
        sent.chunks += 1;
        controller.enqueue(new Uint8Array(16 * 1024).fill(32));
      },
      cancel() {
        sent.cancelled = true;
      },
    });
    return {sent, response: {ok: true, status: 200, headers: {get: () => null}, body, text: () => Promise.reject(new Error('not read this way'))}};
  }

  it('stops reading, and cancels the download, once a body without a length passes the cap', async () => {
    const {sent, response} = endlessBody();
    await expect(bodyWithin(response, 64 * 1024)).resolves.toBeNull();
    expect(sent.chunks).toBeLessThanOrEqual(6);
    expect(sent.cancelled).toBe(true);
  });

  it('reads a body under the cap, multi-byte characters across chunks included', async () => {
    const bytes = new TextEncoder().encode('{"company":"Café ☕"}');
    const body = stream({
      start(controller) {
        controller.enqueue(bytes.slice(0, 16));
        controller.enqueue(bytes.slice(16));
        controller.close();
      },
    });
    await expect(bodyWithin({ok: true, status: 200, headers: {get: () => null}, body, text: () => Promise.reject(new Error('unused'))}, 1024)).resolves.toBe('{"company":"Café ☕"}');
  });

  it('counts bytes, not characters, when the answer has no stream', async () => {
    const text = 'é'.repeat(40);
    await expect(bodyWithin({ok: true, status: 200, headers: {get: () => null}, text: () => Promise.resolve(text)}, 60)).resolves.toBeNull();
    await expect(bodyWithin({ok: true, status: 200, headers: {get: () => null}, text: () => Promise.resolve(text)}, 80)).resolves.toBe(text);
  });
});

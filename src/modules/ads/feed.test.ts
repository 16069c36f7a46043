import {FEED_MAX_ATTEMPTS} from './constants';
import {feedAdToRecord, fetchFeedAd, firstServableAd, pixelUrls, type FeedFetch, type ServableFeedAd} from './feed';

const URL = 'https://srv.buysellads.com/ads/ZONE.json';

const ad: ServableFeedAd = {
  statlink: 'https://srv.buysellads.com/ads/click/x/1',
  statimp: 'https://srv.buysellads.com/ads/imp/1',
  pixel: 'https://a.example/p.gif?t=[timestamp]||https://b.example/q.gif?ts=[timestamp]&r=1',
  timestamp: '1700000000',
  image: 'https://cdn4.buysellads.net/uu/1/1.png',
  company: 'Acme',
  description: 'Build faster dashboards.',
};

type Answer = {ok?: boolean; json?: unknown; malformed?: boolean; networkError?: boolean};

/** A fetch that plays the answers in turn, the last one again when they run out. */
function feedServer(...answers: Answer[]) {
  let call = 0;
  const fetch = jest.fn<ReturnType<FeedFetch>, Parameters<FeedFetch>>(async () => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (answer.networkError) throw new TypeError('Failed to fetch');
    return {
      ok: answer.ok ?? true,
      json: async () => {
        if (answer.malformed) throw new SyntaxError('Unexpected token < in JSON at position 0');
        return answer.json;
      },
    };
  });
  return fetch;
}

const noAd: Answer = {json: {ads: [{}]}};
const withAd: Answer = {json: {ads: [ad]}};

describe('fetchFeedAd', () => {
  it('returns the first ad that has keys and a statlink', async () => {
    const second = {...ad, statlink: 'https://srv.buysellads.com/ads/click/x/2'};
    const fetch = feedServer({json: {ads: [{}, {company: 'No link'}, {statlink: ''}, ad, second]}});
    await expect(fetchFeedAd(URL, {fetch})).resolves.toEqual(ad);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(URL);
  });

  it('fetches again when the feed has no servable ad: 9 empty answers then an ad make 10 fetches', async () => {
    const fetch = feedServer(noAd, {json: {ads: []}}, {json: {}}, noAd, noAd, {json: {ads: [{company: 'x'}]}}, noAd, noAd, noAd, withAd);
    await expect(fetchFeedAd(URL, {fetch})).resolves.toEqual(ad);
    expect(fetch).toHaveBeenCalledTimes(10);
  });

  it('fails 9 times (bad status, bad JSON) then succeeds: 10 fetches', async () => {
    const failures: Answer[] = [{ok: false}, {malformed: true}, {ok: false}, {malformed: true}, {ok: false}, {malformed: true}, {ok: false}, {malformed: true}, {ok: false}];
    const fetch = feedServer(...failures, withAd);
    await expect(fetchFeedAd(URL, {fetch})).resolves.toEqual(ad);
    expect(fetch).toHaveBeenCalledTimes(10);
  });

  it('gives up with null after 10 fetches without an ad', async () => {
    expect(FEED_MAX_ATTEMPTS).toBe(10);
    const fetch = feedServer(noAd);
    await expect(fetchFeedAd(URL, {fetch})).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(10);
  });

  it('treats malformed JSON as an attempt without an ad: exactly 10 fetches, then null', async () => {
    const fetch = feedServer({malformed: true});
    await expect(fetchFeedAd(URL, {fetch})).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(10);
  });

  it('treats a non-OK status as an attempt without an ad and keeps trying', async () => {
    const fetch = feedServer({ok: false, json: {ads: [ad]}}, {ok: false}, {malformed: true}, withAd);
    await expect(fetchFeedAd(URL, {fetch})).resolves.toEqual(ad);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('gives up at once on a network error (an ad blocker)', async () => {
    const fetch = feedServer({networkError: true}, withAd);
    await expect(fetchFeedAd(URL, {fetch})).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up on a network error after empty answers, without a further fetch', async () => {
    const fetch = feedServer(noAd, noAd, {networkError: true}, withAd);
    await expect(fetchFeedAd(URL, {fetch})).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('takes another attempt limit', async () => {
    const fetch = feedServer(noAd);
    await expect(fetchFeedAd(URL, {fetch, maxAttempts: 3})).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(3);
    const none = feedServer(withAd);
    await expect(fetchFeedAd(URL, {fetch: none, maxAttempts: 0})).resolves.toBeNull();
    expect(none).not.toHaveBeenCalled();
  });

  it('stops when the slot is cancelled, before a fetch or with an answer in flight', async () => {
    const before = feedServer(withAd);
    await expect(fetchFeedAd(URL, {fetch: before, isCancelled: () => true})).resolves.toBeNull();
    expect(before).not.toHaveBeenCalled();

    let cancelled = false;
    const during = jest.fn<ReturnType<FeedFetch>, Parameters<FeedFetch>>(async () => {
      cancelled = true;
      return {ok: true, json: async () => ({ads: [ad]})};
    });
    await expect(fetchFeedAd(URL, {fetch: during, isCancelled: () => cancelled})).resolves.toBeNull();
    expect(during).toHaveBeenCalledTimes(1);
  });

  it('never rejects, even when fetch throws synchronously or isCancelled throws', async () => {
    const throwing: FeedFetch = () => {
      throw new Error('boom');
    };
    await expect(fetchFeedAd(URL, {fetch: throwing})).resolves.toBeNull();
    await expect(
      fetchFeedAd(URL, {
        fetch: feedServer(noAd),
        isCancelled: () => {
          throw new Error('boom');
        },
      }),
    ).resolves.toBeNull();
  });

  it('uses the global fetch by default', async () => {
    const fetch = feedServer(withAd);
    const original = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
    Object.defineProperty(globalThis, 'fetch', {value: fetch, configurable: true, writable: true});
    try {
      await expect(fetchFeedAd(URL)).resolves.toEqual(ad);
      expect(fetch).toHaveBeenCalledWith(URL);
    } finally {
      if (original) Object.defineProperty(globalThis, 'fetch', original);
      else delete (globalThis as {fetch?: unknown}).fetch;
    }
  });
});

it('reads only servable ads from a response of any shape', () => {
  expect(firstServableAd(null)).toBeNull();
  expect(firstServableAd('ads')).toBeNull();
  expect(firstServableAd({ads: 'x'})).toBeNull();
  expect(firstServableAd({ads: [null, 1, [], {statlink: 42}, {statlink: 'https://s/1'}]})).toEqual({statlink: 'https://s/1'});
});

describe('pixelUrls', () => {
  it('splits on ||, drops empty parts and puts the timestamp in', () => {
    expect(pixelUrls(ad)).toEqual(['https://a.example/p.gif?t=1700000000', 'https://b.example/q.gif?ts=1700000000&r=1']);
    expect(pixelUrls({pixel: '||https://a.example/p.gif?t=[timestamp]|| ||', timestamp: 42})).toEqual(['https://a.example/p.gif?t=42']);
  });

  it('replaces every placeholder of a part', () => {
    expect(pixelUrls({pixel: 'https://a.example/p?a=[timestamp]&b=[timestamp]', timestamp: '7'})).toEqual(['https://a.example/p?a=7&b=7']);
  });

  it('leaves parts without a placeholder alone and handles missing fields', () => {
    expect(pixelUrls({pixel: 'https://a.example/p.gif', timestamp: '1'})).toEqual(['https://a.example/p.gif']);
    expect(pixelUrls({pixel: 'https://a.example/p?t=[timestamp]'})).toEqual(['https://a.example/p?t=']);
    expect(pixelUrls({timestamp: '1'})).toEqual([]);
    expect(pixelUrls({pixel: ''})).toEqual([]);
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
    expect(feedAdToRecord({statlink: 'https://s/1'})).toEqual({
      link: 'https://s/1',
      img: '',
      name: '',
      description: '<strong></strong> - ',
      poweredby: 'Carbon',
      label: 'carbon-demo-inline',
    });
  });
});

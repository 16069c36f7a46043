/** @jest-environment node */
import {
  anonymousFeedbackId,
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_COOLDOWN_MS,
  FEEDBACK_ID_COOKIE,
  isCommentWithinLimit,
  isCoolingDown,
  isSubmitShortcut,
  newAnonymousId,
  submitFeedback,
  type FeedbackPayload,
} from './feedback';

const payload: FeedbackPayload = {page: '/x/react-data-grid/', rating: 'no', comment: 'Missing an example', language: 'en', version: '8.0.0-alpha.6', anonymousId: 'id'};
const ID = '0b7c5a1e-3f7e-4c1e-9a51-0c8f3e1d2b4a';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('anonymousFeedbackId', () => {
  it('keeps the id stored in the cookie', () => {
    const newId = jest.fn(() => 'unused');
    expect(anonymousFeedbackId({cookie: `a=1; ${FEEDBACK_ID_COOKIE}=${ID}`}, {secure: true, newId})).toBe(ID);
    expect(newId).not.toHaveBeenCalled();
  });

  it('creates and stores an id when there is none or the cookie is malformed', () => {
    for (const cookie of ['', `${FEEDBACK_ID_COOKIE}=<script>`, `${FEEDBACK_ID_COOKIE}=%E0%A4%A`]) {
      const jar = {cookie};
      expect(anonymousFeedbackId(jar, {secure: false, newId: () => ID})).toBe(ID);
      expect(jar.cookie).toContain(`${FEEDBACK_ID_COOKIE}=${ID}`);
    }
  });

  it('stores it for the whole site, in the vendor’s form, and over https only when the page is https', () => {
    const https = {cookie: ''};
    anonymousFeedbackId(https, {secure: true, newId: () => ID});
    expect(https.cookie).toBe(`${FEEDBACK_ID_COOKIE}=${ID};path=/;max-age=31536000;secure`);
    // A Secure cookie set from http://localhost is dropped by Safari: a local server keeps a plain one.
    const http = {cookie: ''};
    anonymousFeedbackId(http, {secure: false, newId: () => ID});
    expect(http.cookie).toBe(`${FEEDBACK_ID_COOKIE}=${ID};path=/;max-age=31536000`);
  });

  it('still gives an id where cookies are out of reach (reading or writing throws)', () => {
    const sandboxed = {
      get cookie(): string {
        throw new DOMException('sandboxed', 'SecurityError');
      },
      set cookie(_value: string) {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    };
    expect(anonymousFeedbackId(sandboxed, {secure: true, newId: () => ID})).toBe(ID);
  });

  it('makes a UUID by default', () => {
    expect(anonymousFeedbackId({cookie: ''}, {secure: false})).toMatch(UUID_V4);
  });
});

describe('newAnonymousId', () => {
  const bytes = (value: number) => (array: Uint8Array) => array.fill(value);

  it('takes crypto.randomUUID when the browser has it', () => {
    expect(newAnonymousId({randomUUID: () => ID as `${string}-${string}-${string}-${string}-${string}`})).toBe(ID);
  });

  it('falls back to crypto.getRandomValues (an http page, an old Safari), then to Math.random', () => {
    const getRandomValues = bytes(0xff) as Crypto['getRandomValues'];
    expect(newAnonymousId({getRandomValues})).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    const throwing = () => {
      throw new DOMException('not allowed', 'NotSupportedError');
    };
    expect(newAnonymousId({randomUUID: throwing, getRandomValues})).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newAnonymousId({randomUUID: throwing, getRandomValues: throwing}, () => 0)).toBe('00000000-0000-4000-8000-000000000000');
    expect(newAnonymousId({}, () => 0.5)).toBe('80808080-8080-4080-8080-808080808080');
  });

  it('ignores a randomUUID that returns something else than a UUID', () => {
    expect(newAnonymousId({randomUUID: () => '<script>' as `${string}-${string}-${string}-${string}-${string}`}, () => 0)).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('gives a v4 UUID from every source', () => {
    expect(newAnonymousId()).toMatch(UUID_V4);
    expect(newAnonymousId({})).toMatch(UUID_V4);
    expect(newAnonymousId({getRandomValues: (array) => crypto.getRandomValues(array)})).toMatch(UUID_V4);
  });
});

it('limits the comment to FEEDBACK_COMMENT_MAX_LENGTH characters', () => {
  expect(FEEDBACK_COMMENT_MAX_LENGTH).toBe(1000);
  expect(isCommentWithinLimit('x'.repeat(1000))).toBe(true);
  expect(isCommentWithinLimit('x'.repeat(1001))).toBe(false);
});

it.each([
  [null, 0, false],
  [1_000, 1_000, true],
  [1_000, 1_000 + FEEDBACK_COOLDOWN_MS - 1, true],
  [1_000, 1_000 + FEEDBACK_COOLDOWN_MS, false],
  // A clock set back (the reader changed the time) never blocks.
  [1_000, 999, false],
])('after a submit at %p, a submit at %p is cooling down: %p', (lastSentAt, now, expected) => {
  expect(isCoolingDown(lastSentAt, now)).toBe(expected);
});

describe('submitFeedback', () => {
  it('POSTs the payload as JSON and succeeds on a 2xx answer', async () => {
    const fetch = jest.fn(async () => new Response(null, {status: 204}));
    await expect(submitFeedback('http://127.0.0.1:1/feedback', payload, {fetch})).resolves.toEqual({ok: true});
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:1/feedback');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(payload);
  });

  it('sends no comment longer than the limit', async () => {
    const fetch = jest.fn(async () => new Response(null, {status: 204}));
    const long = {...payload, comment: 'x'.repeat(FEEDBACK_COMMENT_MAX_LENGTH + 1)};
    await expect(submitFeedback('u', long, {fetch})).resolves.toEqual({ok: false, reason: 'the comment is longer than 1000 characters'});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fails on an error status, a network error and a missing answer, without throwing', async () => {
    await expect(submitFeedback('u', payload, {fetch: async () => new Response('x', {status: 500})})).resolves.toEqual({ok: false, reason: 'HTTP 500'});
    await expect(submitFeedback('u', payload, {fetch: async () => Promise.reject(new TypeError('Failed to fetch'))})).resolves.toMatchObject({ok: false});

    jest.useFakeTimers();
    const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const result = submitFeedback('u', payload, {fetch: hanging, timeoutMs: 5000});
    jest.advanceTimersByTime(4999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(result).resolves.toEqual({ok: false, reason: 'no answer within 5000 ms'});
    jest.useRealTimers();
  });
});

it('submits with Ctrl+Enter or Cmd+Enter only', () => {
  expect(isSubmitShortcut({key: 'Enter', ctrlKey: true, metaKey: false})).toBe(true);
  expect(isSubmitShortcut({key: 'Enter', ctrlKey: false, metaKey: true})).toBe(true);
  expect(isSubmitShortcut({key: 'Enter', ctrlKey: false, metaKey: false})).toBe(false);
  expect(isSubmitShortcut({key: 'a', ctrlKey: true, metaKey: false})).toBe(false);
});

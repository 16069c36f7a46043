/** @jest-environment node */
import {anonymousFeedbackId, FEEDBACK_ID_COOKIE, isSubmitShortcut, submitFeedback, type FeedbackPayload} from './feedback';

const payload: FeedbackPayload = {page: '/x/react-data-grid/', rating: 'no', comment: 'Missing an example', language: 'en', version: '8.0.0-alpha.6', anonymousId: 'id'};
const ID = '0b7c5a1e-3f7e-4c1e-9a51-0c8f3e1d2b4a';

describe('anonymousFeedbackId', () => {
  it('keeps the id stored in the cookie', () => {
    const newId = jest.fn(() => 'unused');
    expect(anonymousFeedbackId({cookie: `a=1; ${FEEDBACK_ID_COOKIE}=${ID}`}, newId)).toBe(ID);
    expect(newId).not.toHaveBeenCalled();
  });

  it('creates and stores an id when there is none or the cookie is malformed', () => {
    for (const cookie of ['', `${FEEDBACK_ID_COOKIE}=<script>`, `${FEEDBACK_ID_COOKIE}=%E0%A4%A`]) {
      const jar = {cookie};
      expect(anonymousFeedbackId(jar, () => ID)).toBe(ID);
      expect(jar.cookie).toContain(`${FEEDBACK_ID_COOKIE}=${ID}`);
    }
  });
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

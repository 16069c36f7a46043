/**
 * Page feedback: what is sent, where, and how failure is reported. The vote
 * and comment are POSTed as JSON; any failure (network, non-2xx status, no
 * answer in time) is one error the widget shows, keeping the reader's input.
 */
import {readCookie, writePreferenceCookie} from './cookies';

export const FEEDBACK_TIMEOUT_MS = 5000;
export const FEEDBACK_ID_COOKIE = 'feedbackId';

export type Rating = 'yes' | 'no';

export type FeedbackPayload = {
  page: string;
  rating: Rating;
  comment: string;
  language: string;
  version: string;
  anonymousId: string;
};

const ID_PATTERN = /^[0-9a-f-]{36}$/;

/** The reader's anonymous id from its cookie, or a new one written back (a malformed cookie is replaced). */
export function anonymousFeedbackId(jar: {cookie: string}, newId: () => string): string {
  const stored = readCookie(jar.cookie, FEEDBACK_ID_COOKIE);
  if (stored && ID_PATTERN.test(stored)) return stored;
  const id = newId();
  writePreferenceCookie(jar, FEEDBACK_ID_COOKIE, id);
  return id;
}

export type SubmitResult = {ok: true} | {ok: false; reason: string};

/** POSTs the payload; never throws. */
export async function submitFeedback(
  url: string,
  payload: FeedbackPayload,
  {fetch: fetchImpl = fetch, timeoutMs = FEEDBACK_TIMEOUT_MS}: {fetch?: typeof fetch; timeoutMs?: number} = {},
): Promise<SubmitResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    return response.ok ? {ok: true} : {ok: false, reason: `HTTP ${response.status}`};
  } catch (error) {
    return {ok: false, reason: controller.signal.aborted ? `no answer within ${timeoutMs} ms` : String(error)};
  } finally {
    clearTimeout(timer);
  }
}

/** Ctrl+Enter (Cmd+Enter on Apple keyboards) submits the comment. */
export function isSubmitShortcut(event: {key: string; ctrlKey: boolean; metaKey: boolean}): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}

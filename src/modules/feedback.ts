/**
 * Page feedback: what is sent, where, and how failure is reported. The vote
 * and comment are POSTed as JSON; any failure (network, non-2xx status, no
 * answer in time) is one error the widget shows, keeping the reader's input.
 * The limits here are courtesy for honest readers; the endpoint enforces its
 * own (see the README).
 */
import {documentCookies, readCookie, writePreferenceCookie} from './cookies';

export const FEEDBACK_TIMEOUT_MS = 5000;
export const FEEDBACK_ID_COOKIE = 'feedbackId';

/**
 * The longest comment sent, in UTF-16 code units, as the textarea's
 * `maxLength` counts them: room for a detailed paragraph, not for pasted logs
 * (bugs go to the issue tracker, which the form links to).
 */
export const FEEDBACK_COMMENT_MAX_LENGTH = 1000;

/**
 * After a successful submit, the form sends nothing for this long: a reader's
 * repeated clicks send one comment. It resets with the page, so it is no rate
 * limit; the endpoint keeps its own (README, Page feedback).
 */
export const FEEDBACK_COOLDOWN_MS = 15_000;

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

export function isCommentWithinLimit(comment: string): boolean {
  return comment.length <= FEEDBACK_COMMENT_MAX_LENGTH;
}

/** Whether a submit at `now` comes too soon after the last successful one (a clock set back never blocks). */
export function isCoolingDown(lastSentAt: number | null, now: number): boolean {
  return lastSentAt !== null && now >= lastSentAt && now - lastSentAt < FEEDBACK_COOLDOWN_MS;
}

type RandomSource = Partial<Pick<Crypto, 'randomUUID' | 'getRandomValues'>>;

/** A version 4 UUID from 16 random bytes (RFC 9562: the version and variant bits set). */
function uuidFromBytes(bytes: Uint8Array): string {
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A random UUID for the anonymous id, from whatever the browser offers:
 * `crypto.randomUUID` exists only on secure origins and in browsers from 2021
 * on, `crypto.getRandomValues` nearly everywhere, `Math.random` always. The id
 * only groups one reader's feedback, so a weaker source is acceptable; none
 * of them may throw.
 */
export function newAnonymousId(source: RandomSource | undefined = globalThis.crypto, random: () => number = Math.random): string {
  try {
    const id = source?.randomUUID?.();
    if (id && ID_PATTERN.test(id)) return id;
  } catch {
    // Next source.
  }
  const bytes = new Uint8Array(16);
  try {
    if (source?.getRandomValues) return uuidFromBytes(source.getRandomValues(bytes));
  } catch {
    // Next source.
  }
  for (let index = 0; index < bytes.length; index++) bytes[index] = Math.floor(random() * 256);
  return uuidFromBytes(bytes);
}

/**
 * The reader's anonymous id from its cookie, or a new one written back (a
 * malformed cookie is replaced). `secure` is "the page is https": the cookie
 * then never travels over http, while a local http server keeps working.
 */
export function anonymousFeedbackId(jar: {cookie: string}, {secure, newId = newAnonymousId}: {secure: boolean; newId?: () => string}): string {
  const stored = readCookie(documentCookies(jar), FEEDBACK_ID_COOKIE);
  if (stored && ID_PATTERN.test(stored)) return stored;
  const id = newId();
  // Cookies may be blocked; the id then lasts for this submit only.
  writePreferenceCookie(jar, FEEDBACK_ID_COOKIE, id, {secure});
  return id;
}

export type SubmitResult = {ok: true} | {ok: false; reason: string};

/** POSTs the payload; never throws. */
export async function submitFeedback(
  url: string,
  payload: FeedbackPayload,
  {fetch: fetchImpl = fetch, timeoutMs = FEEDBACK_TIMEOUT_MS}: {fetch?: typeof fetch; timeoutMs?: number} = {},
): Promise<SubmitResult> {
  if (!isCommentWithinLimit(payload.comment)) {
    return {ok: false, reason: `the comment is longer than ${FEEDBACK_COMMENT_MAX_LENGTH} characters`};
  }
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

import React, {useState} from 'react';
import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_COOLDOWN_MS, FEEDBACK_ID_COOKIE} from '@site/src/modules/feedback';
import FollowUp from './FollowUp';
import {hasReaderDraft} from '@site/src/modules/pwa/updates';

jest.mock('@docusaurus/useDocusaurusContext', () => {
  const siteConfig = jest.requireActual('@generated/docusaurus.config').default;
  return {
    __esModule: true,
    default: () => ({
      i18n: {currentLocale: 'en', defaultLocale: 'en'},
      siteConfig: {...siteConfig, customFields: {...siteConfig.customFields, feedbackUrl: 'https://feedback.example/feedback'}},
    }),
  };
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PROMPT = 'What was missing, unclear or wrong? (optional)';

let fetchMock: jest.Mock;
let clock = 0;
const originalCrypto = Object.getOwnPropertyDescriptor(globalThis, 'crypto');

beforeEach(() => {
  clock = 0;
  // jsdom has no Response: a stand-in with what submitFeedback reads.
  fetchMock = jest.fn(async () => ({ok: true, status: 204}) as Response);
  globalThis.fetch = fetchMock;
  document.cookie = `${FEEDBACK_ID_COOKIE}=; Max-Age=0; Path=/`;
});

afterEach(() => {
  if (originalCrypto) Object.defineProperty(globalThis, 'crypto', originalCrypto);
  else delete (globalThis as {crypto?: Crypto}).crypto;
});

/** The form as the page shows it: a vote opens it again after a successful submit closed it. */
function Harness() {
  const [formOpen, setFormOpen] = useState(true);
  return (
    <MemoryRouter initialEntries={['/x/introduction/licensing/']}>
      <button type="button" onClick={() => setFormOpen(true)}>
        Vote again
      </button>
      <FollowUp vote="no" formOpen={formOpen} onCloseForm={() => setFormOpen(false)} now={() => clock} />
    </MemoryRouter>
  );
}

const submitButton = () => screen.getByRole('button', {name: 'Submit'});
const sentPayloads = () => fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));

async function submitComment(text: string) {
  fireEvent.change(screen.getByRole('textbox', {name: PROMPT}), {target: {value: text}});
  await act(async () => {
    fireEvent.click(submitButton());
  });
}

/** The browser's crypto, as on an http page of a LAN address or in an old Safari: no randomUUID. */
function withoutRandomUUID() {
  const {getRandomValues} = globalThis.crypto;
  Object.defineProperty(globalThis, 'crypto', {configurable: true, value: {getRandomValues: getRandomValues.bind(globalThis.crypto)}});
}

describe('the comment length limit', () => {
  it('caps the field and says how many characters are left', () => {
    render(<Harness />);
    const comment = screen.getByRole('textbox', {name: PROMPT});
    expect(comment).toHaveAttribute('maxLength', String(FEEDBACK_COMMENT_MAX_LENGTH));
    expect(comment).toHaveAccessibleDescription(`${FEEDBACK_COMMENT_MAX_LENGTH} of ${FEEDBACK_COMMENT_MAX_LENGTH} characters left`);
    fireEvent.change(comment, {target: {value: 'Missing an example'}});
    expect(comment).toHaveAccessibleDescription(`${FEEDBACK_COMMENT_MAX_LENGTH - 18} of ${FEEDBACK_COMMENT_MAX_LENGTH} characters left`);
  });

  it('sends a comment of exactly the limit', async () => {
    render(<Harness />);
    await submitComment('x'.repeat(FEEDBACK_COMMENT_MAX_LENGTH));
    expect(sentPayloads()).toEqual([expect.objectContaining({comment: 'x'.repeat(FEEDBACK_COMMENT_MAX_LENGTH)})]);
  });

  it('sends nothing longer, and says by how much it is over, with Submit still enabled', async () => {
    render(<Harness />);
    // A script can set the value around maxLength; the submit logic holds the limit too.
    await submitComment('x'.repeat(FEEDBACK_COMMENT_MAX_LENGTH + 5));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', {name: PROMPT})).toHaveAccessibleDescription(`5 characters over the limit of ${FEEDBACK_COMMENT_MAX_LENGTH}`);
    expect(screen.getByRole('textbox', {name: PROMPT})).toHaveAttribute('aria-invalid', 'true');
    expect(submitButton()).toBeEnabled();
  });
});

it('counts its comment as a draft that a new deploy must not reload away', () => {
  render(<Harness />);
  expect(hasReaderDraft(document)).toBe(false);
  fireEvent.change(screen.getByRole('textbox', {name: PROMPT}), {target: {value: 'The table needs prices'}});
  expect(hasReaderDraft(document)).toBe(true);
});

describe('the anonymous id', () => {
  it('is made without crypto.randomUUID, where the browser has none, and the feedback is sent', async () => {
    withoutRandomUUID();
    render(<Harness />);
    await submitComment('Missing an example');
    expect(sentPayloads()).toEqual([
      {page: '/x/introduction/licensing/', rating: 'no', comment: 'Missing an example', language: 'en', version: expect.any(String), anonymousId: expect.stringMatching(UUID)},
    ]);
    expect(await screen.findByText('Feedback submitted')).toBeInTheDocument();
    expect(document.cookie).toContain(`${FEEDBACK_ID_COOKIE}=${sentPayloads()[0].anonymousId}`);
  });

  it('when it cannot be made at all, shows the failure message and leaves Submit enabled', async () => {
    render(<Harness />);
    Object.defineProperty(globalThis, 'crypto', {configurable: true, value: undefined});
    jest.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('no randomness');
    });
    await submitComment('Missing an example');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await screen.findByText("Couldn't submit feedback. Please try again later.")).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole('textbox', {name: PROMPT})).toHaveValue('Missing an example');
  });
});

describe('the cooldown after a successful submit', () => {
  it('asks to wait instead of sending again at once, keeping the comment, and sends once it is over', async () => {
    render(<Harness />);
    await submitComment('First');
    expect(await screen.findByText('Feedback submitted')).toBeInTheDocument();

    clock = FEEDBACK_COOLDOWN_MS - 1;
    fireEvent.click(screen.getByRole('button', {name: 'Vote again'}));
    await submitComment('Second');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Feedback was just sent. Please wait a few seconds before sending more.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', {name: PROMPT})).toHaveValue('Second');
    expect(submitButton()).toBeEnabled();

    clock = FEEDBACK_COOLDOWN_MS;
    await act(async () => {
      fireEvent.click(submitButton());
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentPayloads()[1].comment).toBe('Second');
  });

  it('does not start after a failed submit: a retry goes out at once', async () => {
    fetchMock.mockResolvedValueOnce({ok: false, status: 500} as Response);
    render(<Harness />);
    await submitComment('First');
    expect(await screen.findByText("Couldn't submit feedback. Please try again later.")).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

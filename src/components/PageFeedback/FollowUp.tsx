import React, {useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode} from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import type {SiteCustomFields} from '@site/docusaurus.config';
import {DOCS_VERSION, SOURCE_REPOSITORY_URL} from '@site/src/config/product';
import {
  anonymousFeedbackId,
  FEEDBACK_COMMENT_MAX_LENGTH,
  isCommentWithinLimit,
  isCoolingDown,
  isSubmitShortcut,
  submitFeedback,
  type FeedbackPayload,
  type Rating,
} from '@site/src/modules/feedback';
import {DRAFT_ATTRIBUTE} from '@site/src/modules/pwa/updates';
import styles from './styles.module.css';

const ISSUES_URL = `${SOURCE_REPOSITORY_URL}/issues/new/choose`;

/** How the last submit went; `wait` when it came too soon after a successful one. */
type Outcome = 'sent' | 'failed' | 'wait';
/** The message about the last submit. It keeps its outcome while it closes, so the text never changes during the exit animation. */
type Notice = {outcome: Outcome; open: boolean};

type Props = {
  vote: Rating;
  formOpen: boolean;
  onCloseForm: () => void;
  /** The clock of the cooldown after a successful submit; tests pass their own. */
  now?: () => number;
};

/** Under the comment field: how many characters are left, or by how many the text is over the limit. */
function commentLengthText(length: number): string {
  const max = FEEDBACK_COMMENT_MAX_LENGTH;
  return length <= max
    ? translate(
        {id: 'feedback.commentLength', message: '{remaining} of {max} characters left', description: 'Under the feedback comment field'},
        {remaining: max - length, max},
      )
    : translate(
        {id: 'feedback.commentTooLong', message: '{excess} characters over the limit of {max}', description: 'Under the feedback comment field when the text is too long'},
        {excess: length - max, max},
      );
}

function noticeText(outcome: Outcome): string {
  switch (outcome) {
    case 'failed':
      return translate({id: 'feedback.failed', message: "Couldn't submit feedback. Please try again later.", description: 'Snackbar when sending feedback failed'});
    case 'wait':
      return translate({
        id: 'feedback.wait',
        message: 'Feedback was just sent. Please wait a few seconds before sending more.',
        description: 'Snackbar when feedback is submitted again right after a successful submit',
      });
    default:
      return translate({id: 'feedback.sent', message: 'Feedback submitted', description: 'Snackbar when feedback was sent'});
  }
}

/**
 * What follows a vote: the comment form, sending it, and the message that
 * says how that went. Loaded with the first vote (see ./index.tsx).
 */
export default function FollowUp({vote, formOpen, onCloseForm, now = Date.now}: Props): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {feedbackUrl} = siteConfig.customFields as SiteCustomFields;
  const {pathname} = useLocation();
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const lastSentAt = useRef<number | null>(null);
  const commentId = useId();

  const cancel = () => {
    onCloseForm();
    setComment('');
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    // Too long only when the text was set around the field's maxLength; the helper text says by how much.
    if (!feedbackUrl || sending || !isCommentWithinLimit(comment)) return;
    if (isCoolingDown(lastSentAt.current, now())) {
      setNotice({outcome: 'wait', open: true});
      return;
    }
    let payload: FeedbackPayload;
    // Whatever can throw runs before Submit is disabled: a failure shows the message, never a stuck button.
    try {
      payload = {
        page: pathname,
        rating: vote,
        comment: comment.trim(),
        language: i18n.currentLocale,
        version: DOCS_VERSION,
        anonymousId: anonymousFeedbackId(document, {secure: window.location.protocol === 'https:'}),
      };
    } catch {
      setNotice({outcome: 'failed', open: true});
      return;
    }
    setSending(true);
    setNotice((last) => last && {...last, open: false});
    const result = await submitFeedback(feedbackUrl, payload);
    setSending(false);
    setNotice({outcome: result.ok ? 'sent' : 'failed', open: true});
    if (result.ok) {
      lastSentAt.current = now();
      onCloseForm();
      setComment('');
    }
    // On failure the vote and the comment stay, so the reader can send them again.
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (isSubmitShortcut(event)) void submit();
  };

  return (
    <>
      {formOpen && (
        <form className={styles.form} onSubmit={submit}>
          {feedbackUrl ? (
            <TextField
              id={commentId}
              label={
                vote === 'yes'
                  ? translate({id: 'feedback.prompt.yes', message: 'What did you find useful? (optional)', description: 'Comment prompt after a yes vote'})
                  : translate({id: 'feedback.prompt.no', message: 'What was missing, unclear or wrong? (optional)', description: 'Comment prompt after a no vote'})
              }
              multiline
              minRows={3}
              fullWidth
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              onKeyDown={onKeyDown}
              autoFocus
              error={!isCommentWithinLimit(comment)}
              helperText={commentLengthText(comment.length)}
              // Marked as a draft: a new deploy waits for it to be sent or cleared before reloading the page.
              slotProps={{htmlInput: {maxLength: FEEDBACK_COMMENT_MAX_LENGTH, [DRAFT_ATTRIBUTE]: ''}}}
            />
          ) : (
            <p className={styles.notice}>
              <Translate id="feedback.votesOnly" description="Page feedback when no endpoint is configured">
                Thank you. This site records votes only: nothing else about you or this page is collected.
              </Translate>
            </p>
          )}
          <p className={styles.hint}>
            <Translate
              id="feedback.bugHint"
              description="Page feedback: where to report bugs"
              values={{
                link: (
                  <Link to={ISSUES_URL}>
                    <Translate id="feedback.bugHint.link" description="Link text to the repository's issues">
                      open an issue
                    </Translate>
                  </Link>
                ),
              }}>
              {'Found a bug in a component? Please {link} so the maintainers can track it.'}
            </Translate>
          </p>
          <div className={styles.actions}>
            <Button size="small" onClick={cancel}>
              <Translate id="feedback.cancel" description="Page feedback: close the comment form">
                Cancel
              </Translate>
            </Button>
            {feedbackUrl && (
              <Button size="small" variant="contained" type="submit" disabled={sending}>
                <Translate id="feedback.submit" description="Page feedback: send the vote and comment">
                  Submit
                </Translate>
              </Button>
            )}
          </div>
        </form>
      )}
      <Snackbar
        open={notice?.open ?? false}
        autoHideDuration={4000}
        onClose={() => setNotice((last) => last && {...last, open: false})}
        anchorOrigin={{vertical: 'bottom', horizontal: 'center'}}
        message={noticeText(notice?.outcome ?? 'sent')}
      />
    </>
  );
}

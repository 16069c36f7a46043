import React, {useId, useState, type FormEvent, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import ThumbDownAltOutlined from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbUpAltOutlined from '@mui/icons-material/ThumbUpAltOutlined';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import type {SiteCustomFields} from '@site/docusaurus.config';
import {DOCS_VERSION, SOURCE_REPOSITORY_URL} from '@site/src/config/product';
import {sendGaEvent, type AnalyticsWindow} from '@site/src/modules/analytics';
import {anonymousFeedbackId, isSubmitShortcut, submitFeedback, type Rating} from '@site/src/modules/feedback';
import styles from './styles.module.css';

const ISSUES_URL = `${SOURCE_REPOSITORY_URL}/issues/new/choose`;

type Status = 'idle' | 'sending' | 'sent' | 'failed';

function VoteButton({rating, vote, onVote}: {rating: Rating; vote: Rating | null; onVote: (rating: Rating) => void}): ReactNode {
  const label =
    rating === 'yes'
      ? translate({id: 'feedback.yes', message: 'Yes', description: 'Page feedback: the page helped'})
      : translate({id: 'feedback.no', message: 'No', description: 'Page feedback: the page did not help'});
  return (
    <Button
      variant={vote === rating ? 'contained' : 'outlined'}
      size="small"
      aria-pressed={vote === rating}
      startIcon={rating === 'yes' ? <ThumbUpAltOutlined /> : <ThumbDownAltOutlined />}
      onClick={() => onVote(rating)}>
      {label}
    </Button>
  );
}

/**
 * "Was this page helpful?" at the bottom of every docs page. A vote opens a
 * comment form; Submit (or Ctrl/Cmd+Enter) POSTs both to the configured
 * endpoint. Without an endpoint the vote goes to analytics only, and the
 * form says that nothing more is collected.
 */
export default function PageFeedback(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {feedbackUrl} = siteConfig.customFields as SiteCustomFields;
  const {pathname} = useLocation();
  const [vote, setVote] = useState<Rating | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const commentId = useId();

  const onVote = (rating: Rating) => {
    setVote(rating);
    setFormOpen(true);
    if (!feedbackUrl) {
      sendGaEvent(window as unknown as AnalyticsWindow, 'feedback', {eventAction: 'vote', eventLabel: rating, page: pathname});
    }
  };

  const cancel = () => {
    setFormOpen(false);
    setComment('');
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!vote || !feedbackUrl || status === 'sending') return;
    setStatus('sending');
    const result = await submitFeedback(feedbackUrl, {
      page: pathname,
      rating: vote,
      comment: comment.trim(),
      language: i18n.currentLocale,
      version: DOCS_VERSION,
      anonymousId: anonymousFeedbackId(document, () => crypto.randomUUID()),
    });
    if (result.ok) {
      setStatus('sent');
      setFormOpen(false);
      setComment('');
    } else {
      // The vote and the comment stay, so the reader can send them again.
      setStatus('failed');
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (isSubmitShortcut(event)) void submit();
  };

  return (
    <section className={styles.feedback} aria-labelledby={`${commentId}-question`}>
      <div className={styles.question}>
        <span id={`${commentId}-question`} className={styles.questionText}>
          <Translate id="feedback.question" description="Page feedback question at the bottom of docs pages">
            Was this page helpful?
          </Translate>
        </span>
        <VoteButton rating="yes" vote={vote} onVote={onVote} />
        <VoteButton rating="no" vote={vote} onVote={onVote} />
      </div>
      {formOpen && (
        <form className={clsx(styles.form)} onSubmit={submit}>
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
              <Button size="small" variant="contained" type="submit" disabled={status === 'sending'}>
                <Translate id="feedback.submit" description="Page feedback: send the vote and comment">
                  Submit
                </Translate>
              </Button>
            )}
          </div>
        </form>
      )}
      <Snackbar
        open={status === 'sent' || status === 'failed'}
        autoHideDuration={4000}
        onClose={() => setStatus('idle')}
        anchorOrigin={{vertical: 'bottom', horizontal: 'center'}}
        message={
          status === 'failed'
            ? translate({id: 'feedback.failed', message: "Couldn't submit feedback. Please try again later.", description: 'Snackbar when sending feedback failed'})
            : translate({id: 'feedback.sent', message: 'Feedback submitted', description: 'Snackbar when feedback was sent'})
        }
      />
    </section>
  );
}

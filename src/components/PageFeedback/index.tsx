import React, {lazy, Suspense, useId, useState, type ReactNode} from 'react';
import SmallButton from '@site/src/components/SmallButton';
import ThumbDownAltOutlined from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbUpAltOutlined from '@mui/icons-material/ThumbUpAltOutlined';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import type {SiteCustomFields} from '@site/docusaurus.config';
import {sendGaEvent, type AnalyticsWindow} from '@site/src/modules/analytics';
import type {Rating} from '@site/src/modules/feedback';
import styles from './styles.module.css';

// The comment form, its text field and the result message load with the first
// vote (from the first hover or focus of the buttons on), not with every page.
const loadFollowUp = () => import('./FollowUp');
const FollowUp = lazy(loadFollowUp);

function VoteButton({rating, vote, onVote}: {rating: Rating; vote: Rating | null; onVote: (rating: Rating) => void}): ReactNode {
  const label =
    rating === 'yes'
      ? translate({id: 'feedback.yes', message: 'Yes', description: 'Page feedback: the page helped'})
      : translate({id: 'feedback.no', message: 'No', description: 'Page feedback: the page did not help'});
  return (
    <SmallButton
      variant={vote === rating ? 'contained' : 'outlined'}
      aria-pressed={vote === rating}
      startIcon={rating === 'yes' ? <ThumbUpAltOutlined /> : <ThumbDownAltOutlined />}
      onClick={() => onVote(rating)}
      onPointerEnter={() => void loadFollowUp()}
      onFocus={() => void loadFollowUp()}>
      {label}
    </SmallButton>
  );
}

/**
 * "Was this page helpful?" at the bottom of every docs page. A vote opens a
 * comment form; Submit (or Ctrl/Cmd+Enter) POSTs both to the configured
 * endpoint. Without an endpoint the vote goes to analytics only, and the
 * form says that nothing more is collected.
 */
export default function PageFeedback(): ReactNode {
  const {feedbackUrl} = useDocusaurusContext().siteConfig.customFields as SiteCustomFields;
  const {pathname} = useLocation();
  const [vote, setVote] = useState<Rating | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const questionId = useId();

  const onVote = (rating: Rating) => {
    setVote(rating);
    setFormOpen(true);
    if (!feedbackUrl) {
      sendGaEvent(window as unknown as AnalyticsWindow, 'feedback', {eventAction: 'vote', eventLabel: rating, page: pathname});
    }
  };

  return (
    <section className={styles.feedback} aria-labelledby={`${questionId}-question`}>
      <div className={styles.question}>
        <span id={`${questionId}-question`} className={styles.questionText}>
          <Translate id="feedback.question" description="Page feedback question at the bottom of docs pages">
            Was this page helpful?
          </Translate>
        </span>
        <VoteButton rating="yes" vote={vote} onVote={onVote} />
        <VoteButton rating="no" vote={vote} onVote={onVote} />
      </div>
      {vote && (
        <Suspense fallback={null}>
          <FollowUp vote={vote} formOpen={formOpen} onCloseForm={() => setFormOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}

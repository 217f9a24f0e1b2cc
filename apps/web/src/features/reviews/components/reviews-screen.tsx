import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useReviewable, type Reviewable } from '../api/get-reviewable.ts';
import { PendingReviewItem, ReceivedReviewItem, WrittenReviewItem } from './review-items.tsx';
import './reviews.css';

interface ReviewsScreenProps {
  /** The booking whose review to focus (the booking page's "Leave a review" sends `?booking=`). */
  focusBookingId: number | null;
  /** Providers see the reviews of their trainings, even before the first one. */
  isProvider: boolean;
}

/** Where focus goes after an action: the new review, or the reply just published. */
type Target = { kind: 'written'; reviewId: number } | { kind: 'reply'; reviewId: number } | null;

/**
 * `/review`: the trainings I may review now, each with its form; the reviews I wrote with the
 * providers' replies; for providers, the reviews of their trainings with a one-time reply.
 */
export function ReviewsScreen({ focusBookingId, isProvider }: ReviewsScreenProps) {
  const { t } = useTranslation();
  const query = useReviewable();
  const [announcement, setAnnouncement] = useState('');
  const [target, setTarget] = useState<Target>(null);

  const sections = ({ pending, reviewed, received }: Reviewable) => (
    <>
      <ReviewSection kind="pending" count={pending.length}>
        {pending.length === 0 ? (
          <EmptyState
            text={t('reviews.pending.empty')}
            action={
              <Link className="btn btn-primary" to="/search">
                {t('reviews.pending.emptyAction')}
              </Link>
            }
            testId="reviews-pending-empty"
          />
        ) : (
          <ul className="review-list">
            {pending.map((item) => (
              <PendingReviewItem
                key={item.bookingId}
                item={item}
                isTarget={item.bookingId === focusBookingId && target === null}
                onPublished={(reviewId) => {
                  setAnnouncement(t('reviews.form.published'));
                  setTarget({ kind: 'written', reviewId });
                }}
              />
            ))}
          </ul>
        )}
      </ReviewSection>
      <ReviewSection kind="written" count={reviewed.length}>
        {reviewed.length === 0 ? (
          <EmptyState text={t('reviews.written.empty')} testId="reviews-written-empty" />
        ) : (
          <ul className="review-list">
            {reviewed.map((review) => (
              <WrittenReviewItem
                key={review.reviewId}
                review={review}
                isTarget={target?.kind === 'written' && target.reviewId === review.reviewId}
              />
            ))}
          </ul>
        )}
      </ReviewSection>
      {isProvider || received.length > 0 ? (
        <ReviewSection kind="received" count={received.length}>
          {received.length === 0 ? (
            <EmptyState text={t('reviews.received.empty')} testId="reviews-received-empty" />
          ) : (
            <ul className="review-list">
              {received.map((review) => (
                <ReceivedReviewItem
                  key={review.reviewId}
                  review={review}
                  isTarget={target?.kind === 'reply' && target.reviewId === review.reviewId}
                  onReplied={(reviewId) => {
                    setAnnouncement(t('reviews.received.replied'));
                    setTarget({ kind: 'reply', reviewId });
                  }}
                />
              ))}
            </ul>
          )}
        </ReviewSection>
      ) : null}
    </>
  );

  return (
    <div className="reviews-screen" data-testid="reviews-screen">
      <header className="reviews-head">
        <h1 className="reviews-title">{t('reviews.title')}</h1>
        <p className="muted">{t('reviews.intro')}</p>
      </header>
      {/* Always present, so what was just published is read out when it appears. */}
      <p className="reviews-announcement" role="status" data-testid="reviews-announcement">
        {announcement}
      </p>
      <QueryStates query={query} errorTestId="reviews-error">
        {sections}
      </QueryStates>
    </div>
  );
}

const sectionTestIds = {
  pending: 'reviews-pending',
  written: 'reviews-written',
  received: 'reviews-received',
} as const;

function ReviewSection({
  kind,
  count,
  children,
}: {
  kind: 'pending' | 'written' | 'received';
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `reviews-${kind}-heading`;
  return (
    <section
      className="review-block"
      aria-labelledby={headingId}
      data-testid={sectionTestIds[kind]}
    >
      <h2 id={headingId} className="review-section-heading">
        {t(`reviews.${kind}.title`)}
        {count > 0 ? <span className="review-count"> ({count})</span> : null}
      </h2>
      {children}
    </section>
  );
}

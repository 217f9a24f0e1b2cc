import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StarRating } from '../../../components/catalogue/star-rating.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import type { PendingReview, ReceivedReview, WrittenReview } from '../api/get-reviewable.ts';
import { ReplyForm } from './reply-form.tsx';
import { ReviewForm } from './review-form.tsx';
import { ReportContentButton } from '../../site/index.ts';

/** Focuses the element once `when` turns true: where the page sends the reader after an action. */
function useFocusWhen<T extends HTMLElement>(when: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!when) return;
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, [when]);
  return ref;
}

/** The training's title (a link to its page), its trainer and when it ended. */
function TrainingFacts({ item }: { item: PendingReview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <dl className="review-facts">
      <div>
        <dt>{t('reviews.provider')}</dt>
        <dd>
          <Link to={`/${item.provider.username}`}>{item.provider.name}</Link>
        </dd>
      </div>
      {item.endedAt ? (
        <div>
          <dt>{t('reviews.endedOn')}</dt>
          <dd>{formatDate(item.endedAt, language, 'long')}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** A training I may review now, with its form; focused when the booking page sent me here. */
export function PendingReviewItem({
  item,
  isTarget,
  onPublished,
}: {
  item: PendingReview;
  isTarget: boolean;
  onPublished: (reviewId: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const heading = useFocusWhen<HTMLHeadingElement>(isTarget);
  return (
    <li
      className={`card review-item${isTarget ? ' review-item-target' : ''}`}
      data-testid="review-pending"
      data-booking-id={item.bookingId}
    >
      <h3 className="review-title" ref={heading} tabIndex={-1}>
        <Link to={item.url}>{item.title}</Link>
      </h3>
      <TrainingFacts item={item} />
      {item.reviewUntil ? (
        <p className="review-deadline" data-testid="review-deadline">
          {t('reviews.reviewBy', { date: formatDateTime(item.reviewUntil, language) })}
        </p>
      ) : null}
      <ReviewForm bookingId={item.bookingId} onPublished={onPublished} />
    </li>
  );
}

/** The review text and its date, and the stars, as the rated training's card shows them. */
function ReviewBody({ review, byline }: { review: WrittenReview; byline: string }) {
  return (
    <>
      <div className="review-head">
        <h3 className="review-title">
          <Link to={review.url}>{review.title}</Link>
        </h3>
        <StarRating rating={review.rating} size={18} />
      </div>
      <p className="review-byline">{byline}</p>
      <p className="review-text" data-testid="review-text-shown">
        {review.text}
      </p>
    </>
  );
}

/** A review I wrote, with the provider's reply when there is one. */
export function WrittenReviewItem({
  review,
  isTarget,
}: {
  review: WrittenReview;
  isTarget: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const item = useFocusWhen<HTMLLIElement>(isTarget);
  const byline = `${review.provider.name} · ${t('reviews.written.date', {
    date: formatDate(review.createdAt, language, 'long'),
  })}`;
  return (
    <li
      ref={item}
      tabIndex={isTarget ? -1 : undefined}
      className="card review-item"
      data-testid="review-written"
      data-booking-id={review.bookingId}
    >
      <ReviewBody review={review} byline={byline} />
      {review.hidden ? (
        <p className="review-hidden" data-testid="review-hidden">
          {t('reviews.written.hidden')} <Link to="/support">{t('reviews.written.askReview')}</Link>
        </p>
      ) : null}
      {review.reply ? (
        <div className="review-reply" data-testid="review-reply">
          <p className="review-reply-label">{t('reviews.written.reply')}</p>
          <p className="review-text">{review.reply}</p>
        </div>
      ) : (
        <p className="muted review-no-reply">{t('reviews.written.noReply')}</p>
      )}
    </li>
  );
}

/** A review of my training: my reply, or the one-time reply form while I may still reply. */
export function ReceivedReviewItem({
  review,
  isTarget,
  onReplied,
}: {
  review: ReceivedReview;
  isTarget: boolean;
  onReplied: (reviewId: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reply = useFocusWhen<HTMLDivElement>(isTarget && review.reply !== null);
  const byline = `${t('reviews.received.by', { name: review.reviewer.name })} · ${formatDate(
    review.createdAt,
    language,
    'long',
  )}`;
  return (
    <li className="card review-item" data-testid="review-received" data-review-id={review.reviewId}>
      <ReviewBody review={review} byline={byline} />
      <ReportContentButton kind="review" id={review.reviewId} compact />
      {review.reply ? (
        <div className="review-reply" ref={reply} tabIndex={-1} data-testid="review-reply">
          <p className="review-reply-label">{t('reviews.received.yourReply')}</p>
          <p className="review-text">{review.reply}</p>
        </div>
      ) : review.canReply ? (
        <ReplyForm
          reviewId={review.reviewId}
          reviewerName={review.reviewer.name}
          onReplied={() => onReplied(review.reviewId)}
        />
      ) : null}
    </li>
  );
}

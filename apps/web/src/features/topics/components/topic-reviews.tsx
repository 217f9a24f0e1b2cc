import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TopicPageData } from '../api/get-topic-detail.ts';
import { StarRating } from '../../../components/catalogue/star-rating.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTimeZone } from '../../../lib/intl.ts';

/** The latest reviews, newest first, each with the trainer's reply; with none yet, it says so. */
export function TopicReviews({
  reviews,
  rating,
  reviewCount,
}: {
  reviews: TopicPageData['reviews'];
  rating: number;
  reviewCount: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useTimeZone();
  return (
    <section
      className="topic-section"
      aria-labelledby="topic-reviews-heading"
      data-testid="topic-reviews"
    >
      <div className="topic-reviews-head">
        <h2 id="topic-reviews-heading" className="topic-section-heading">
          {t('topics.page.reviews')}
        </h2>
        <StarRating rating={rating} reviewCount={reviewCount} size={18} />
      </div>
      {reviews.length === 0 ? (
        <p className="muted topic-empty-note">{t('topics.page.noReviews')}</p>
      ) : (
        <ul className="topic-review-list">
          {reviews.map((review) => (
            <li
              key={`${review.username}-${review.createdAt}`}
              className="topic-review"
              data-testid="topic-review"
            >
              <div className="topic-review-head">
                {review.username ? (
                  <Link to={`/${review.username}`} className="topic-review-author">
                    @{review.username}
                  </Link>
                ) : (
                  <span className="topic-review-author muted">{t('reviews.formerUser')}</span>
                )}
                <StarRating rating={review.rating} />
                {/* Only a buyer or attendee of a completed training may review (decisions.md). */}
                <span className="topic-review-verified" data-testid="topic-review-verified">
                  {t('topics.page.verifiedReview')}
                </span>
                <time className="muted" dateTime={review.createdAt}>
                  {formatDate(review.createdAt, language, 'medium', timeZone)}
                </time>
              </div>
              {review.comment ? <p className="topic-review-comment">{review.comment}</p> : null}
              {review.reply ? (
                <div className="topic-review-reply" data-testid="topic-review-reply">
                  <p className="topic-review-reply-label">{t('reviews.written.reply')}</p>
                  <p className="topic-review-comment">{review.reply}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

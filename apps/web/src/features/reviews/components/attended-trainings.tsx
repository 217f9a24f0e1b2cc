import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useReviewable } from '../api/get-reviewable.ts';
import './reviews.css';

/**
 * "Trainings you attended" on the After the event page, for everyone: what is over and may be
 * reviewed now, each with the last day and a link to its form on the review page.
 */
export function AttendedTrainings() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useReviewable();
  return (
    <section
      className="review-block"
      aria-labelledby="attended-heading"
      data-testid="attended-trainings"
    >
      <h2 id="attended-heading" className="review-section-heading">
        {t('reviews.attended.title')}
      </h2>
      <p className="muted review-intro">{t('reviews.attended.intro')}</p>
      <QueryStates query={query}>
        {({ pending }) =>
          pending.length === 0 ? (
            <EmptyState
              text={t('reviews.attended.empty')}
              action={<Link to="/review">{t('reviews.attended.all')}</Link>}
              testId="attended-empty"
            />
          ) : (
            <ul className="review-list">
              {pending.map((item) => (
                <li
                  key={item.bookingId}
                  className="card review-item review-attended"
                  data-testid="attended-training"
                  data-booking-id={item.bookingId}
                >
                  <div>
                    <h3 className="review-title">
                      <Link to={item.url}>{item.title}</Link>
                    </h3>
                    <p className="review-byline">
                      {item.provider.name}
                      {item.endedAt ? ` · ${formatDate(item.endedAt, language, 'long')}` : ''}
                    </p>
                  </div>
                  {item.reviewUntil ? (
                    <p className="review-deadline">
                      {t('reviews.reviewBy', { date: formatDateTime(item.reviewUntil, language) })}
                    </p>
                  ) : null}
                  <Link
                    className="btn btn-primary review-attended-link"
                    to={`/review?booking=${item.bookingId}`}
                    data-testid="attended-review-link"
                  >
                    {t('reviews.attended.review')}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
    </section>
  );
}

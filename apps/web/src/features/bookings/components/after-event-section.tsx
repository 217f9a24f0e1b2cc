import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useAfterEventList } from '../api/get-after-event-list.ts';
import { ClosingTrainingCard } from './closing-training-card.tsx';
import './after-event.css';

/**
 * "After the event" for a provider (`aftereventlist`): every event and topic booking begun in the
 * last 30 days, most recent first, with attendance to record and a thank-you to send.
 */
export function AfterEventSection() {
  const { t } = useTranslation();
  const query = useAfterEventList();
  return (
    <section
      id="after-event"
      className="booking-block"
      aria-labelledby="after-event-heading"
      data-testid="after-event"
    >
      <h2 id="after-event-heading" className="booking-section-heading">
        {t('bookings.after.title')}
      </h2>
      <p className="muted">{t('bookings.after.intro')}</p>
      <QueryStates query={query}>
        {(trainings) =>
          trainings.length === 0 ? (
            <EmptyState
              text={t('bookings.after.empty')}
              action={
                <Link className="btn btn-secondary" to="/event/manage_event">
                  {t('bookings.after.emptyAction')}
                </Link>
              }
              testId="after-event-empty"
            />
          ) : (
            <ul className="closing-list">
              {trainings.map((training) => (
                <ClosingTrainingCard key={`${training.kind}-${training.id}`} training={training} />
              ))}
            </ul>
          )
        }
      </QueryStates>
    </section>
  );
}

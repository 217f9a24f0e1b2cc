import { useTranslation } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useMyBookings, type BookingSide } from '../api/get-my-bookings.ts';
import { AfterEventSection } from './after-event-section.tsx';
import { BookingRow } from './booking-row.tsx';
import './bookings.css';

interface EventApprovalScreenProps {
  /** company for company staff: their approvals (a provider's requests are under Bookings). */
  sides: readonly BookingSide[];
  /** Providers also get "After the event": their trainings to close. */
  withAfterEvent: boolean;
  /** What the page adds for everyone after these (the trainings I attended, to review). */
  children?: ReactNode;
}

/**
 * `/dashboard/i/eventapproval` ("After the event"): for providers, what has begun and can be
 * closed; for company staff, their company's approvals, answered in place.
 */
export function EventApprovalScreen({ sides, withAfterEvent, children }: EventApprovalScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="bookings-screen" data-testid="event-approval">
      <h1 className="bookings-title">{t('bookings.approval.title')}</h1>
      <p className="muted">{t('bookings.approval.intro')}</p>
      {sides.map((side) => (
        <AwaitingSection key={side} side={side} />
      ))}
      {withAfterEvent ? <AfterEventSection /> : null}
      {children}
    </div>
  );
}

/** The bookings waiting for my decision on one side (a provider's requests: on Bookings). */
export function AwaitingSection({ side }: { side: BookingSide }) {
  const { t } = useTranslation();
  const query = useMyBookings({ side, awaiting: true, page: 1, pageSize: 50 });
  const headingId = `approval-${side}-heading`;
  // What the last answer did, said here: the answered booking leaves this list.
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <section className="booking-block" aria-labelledby={headingId} data-testid={`approval-${side}`}>
      <h2 id={headingId} className="booking-section-heading">
        {t(`bookings.approval.awaiting.${side}`)}
        {query.data && query.data.awaitingMe > 0 ? (
          <span className="booking-count"> ({query.data.awaitingMe})</span>
        ) : null}
      </h2>
      <AnswerNote text={answer} />
      <QueryStates query={query}>
        {({ list }) =>
          list.length === 0 ? (
            <EmptyState text={t(`bookings.approval.empty.${side}`)} testId="approval-empty" />
          ) : (
            <ul className="bookings-list">
              {list.map((booking) => (
                <BookingRow key={booking.id} booking={booking} onAnswered={setAnswer} />
              ))}
            </ul>
          )
        }
      </QueryStates>
    </section>
  );
}

/** What a list's last answered booking did (it may have left the list), for everyone to read. */
export function AnswerNote({ text }: { text: string | null }) {
  return (
    <div role="status" className="booking-answer-region">
      {text ? (
        <p className="alert alert-success booking-answer" data-testid="bookings-answer">
          {text}
        </p>
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  bookingStateGroupNames,
  type BookingState,
  type BookingStateGroup,
} from '@app/contracts/states';
import { Pager } from '../../../components/ui/pager.tsx';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { bookingsPageSize, useMyBookings, type BookingSide } from '../api/get-my-bookings.ts';
import { BookingRow } from './booking-row.tsx';
import { AnswerNote, AwaitingSection } from './event-approval-screen.tsx';
import './bookings.css';

interface MyBookingsScreenProps {
  sides: readonly BookingSide[];
  side: BookingSide;
  /** One state, from a link (the dashboard's "seats offered"); the chips filter by group. */
  state: BookingState | null;
  group: BookingStateGroup | null;
  page: number;
  onChange: (next: {
    side?: BookingSide;
    state?: BookingState | null;
    group?: BookingStateGroup | null;
    page?: number;
  }) => void;
  /** A provider's requests waiting for an answer come first, answered in place. */
  withRequests?: boolean;
}

/**
 * `/mybooking`: a provider's requests to answer first; then bookings I made, of my topics and
 * events (providers), of my company (staff), as tabs; chips filter by state; each row has the
 * buttons its state allows.
 */
export function MyBookingsScreen({
  sides,
  side,
  state,
  group,
  page,
  onChange,
  withRequests = false,
}: MyBookingsScreenProps) {
  const { t } = useTranslation();
  const query = useMyBookings({
    side,
    ...(state ? { state } : group ? { group } : {}),
    page,
  });
  const isFiltered = state !== null || group !== null;
  const [answer, setAnswer] = useState<string | null>(null);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / bookingsPageSize)) : 1;

  return (
    <div className="bookings-screen" data-testid="my-bookings">
      <h1 className="bookings-title">{t('bookings.list.title')}</h1>
      {withRequests ? <AwaitingSection side="provider" /> : null}
      {sides.length > 1 ? (
        <div className="bookings-tabs" role="tablist" aria-label={t('bookings.list.tabs')}>
          {sides.map((each) => (
            <button
              key={each}
              type="button"
              role="tab"
              id={`bookings-tab-${each}`}
              aria-selected={each === side}
              aria-controls="bookings-panel"
              tabIndex={each === side ? 0 : -1}
              className="bookings-tab"
              onClick={() => onChange({ side: each, state: null, page: 1 })}
              onKeyDown={(event) => {
                // Arrow keys move between tabs (WAI-ARIA tabs); Tab goes on to the panel.
                const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                if (step === 0) return;
                event.preventDefault();
                const next = sides[(sides.indexOf(each) + step + sides.length) % sides.length];
                if (!next) return;
                onChange({ side: next, state: null, page: 1 });
                document.getElementById(`bookings-tab-${next}`)?.focus();
              }}
              data-testid={`bookings-tab-${each}`}
            >
              {t(`bookings.list.side.${each}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id="bookings-panel"
        role={sides.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={sides.length > 1 ? `bookings-tab-${side}` : undefined}
      >
        {/* The list's own heading, for those who move by headings (h1, then h2, then the rows' h3). */}
        <h2 className="visually-hidden">
          {state !== null
            ? t(`bookings.state.${state}`)
            : group !== null
              ? t(`bookings.groups.${group}`)
              : t('bookings.list.allStates')}
        </h2>
        <div className="bookings-chips" role="group" aria-label={t('bookings.list.filter')}>
          <button
            type="button"
            className="bookings-chip"
            aria-pressed={!isFiltered}
            onClick={() => onChange({ state: null, group: null, page: 1 })}
          >
            {t('bookings.list.allStates')}
          </button>
          {bookingStateGroupNames.map((each) => (
            <button
              key={each}
              type="button"
              className="bookings-chip"
              aria-pressed={state === null && group === each}
              onClick={() => onChange({ state: null, group: each, page: 1 })}
              data-testid={`bookings-group-${each}`}
            >
              {t(`bookings.groups.${each}`)}
            </button>
          ))}
          {state !== null ? (
            // A link asked for one state: it shows as the filter in force.
            <button
              type="button"
              className="bookings-chip"
              aria-pressed
              onClick={() => onChange({ state: null, group: null, page: 1 })}
              data-testid={`bookings-chip-${state}`}
            >
              {t(`bookings.state.${state}`)}
            </button>
          ) : null}
        </div>
        <AnswerNote text={answer} />
        <QueryStates query={query}>
          {({ list }) =>
            list.length === 0 ? (
              <EmptyBookings side={side} filtered={isFiltered} />
            ) : (
              <>
                <ul className="bookings-list" aria-busy={query.isFetching}>
                  {list.map((booking) => (
                    <BookingRow key={booking.id} booking={booking} onAnswered={setAnswer} />
                  ))}
                </ul>
                <Pager
                  page={page}
                  pages={pages}
                  onPage={(next) => onChange({ page: next })}
                  labels={{
                    label: t('bookings.list.pager'),
                    previous: t('bookings.list.previous'),
                    next: t('bookings.list.next'),
                    status: t('bookings.list.pageStatus', { page, pages }),
                  }}
                />
              </>
            )
          }
        </QueryStates>
      </div>
    </div>
  );
}

/** What to do next when a list is empty. */
function EmptyBookings({ side, filtered }: { side: BookingSide; filtered: boolean }) {
  const { t } = useTranslation();
  if (filtered) return <EmptyState text={t('bookings.empty.filtered')} testId="bookings-empty" />;
  return (
    <EmptyState
      text={t(`bookings.empty.${side}`)}
      action={
        side === 'provider' ? (
          <Link className="btn btn-primary" to="/addtopic">
            {t('bookings.empty.providerAction')}
          </Link>
        ) : (
          <Link className="btn btn-primary" to="/search">
            {t('bookings.empty.buyerAction')}
          </Link>
        )
      }
      testId="bookings-empty"
    />
  );
}

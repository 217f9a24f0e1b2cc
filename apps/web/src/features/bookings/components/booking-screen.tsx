import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { formatDateTime, formatDateTimeRange } from '../../../lib/format.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { useBookingDetail, type BookingDetail } from '../api/get-booking-detail.ts';
import { BookingActions } from './booking-actions.tsx';
import { BookingClosingSections } from './booking-closing-sections.tsx';
import { BookingPeopleSection } from './booking-people-section.tsx';
import { counterpartOf } from './booking-row.tsx';
import { BookingStateBadge } from './booking-state-badge.tsx';
import { PriceSummary } from './price-summary.tsx';
import './bookings.css';

/** `/mybooking/{id}`: one booking for one of its parties. */
export function BookingScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const query = useBookingDetail(id);
  usePageTitle(query.data?.title ?? t('bookings.detail.documentTitle'));
  if (query.isPending) {
    return (
      <p className="muted" role="status">
        {t('app.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="bookings-screen">
        <p className="alert alert-error" role="alert" data-testid="booking-error">
          {errorMessage(query.error)}
        </p>
        <Link to="/mybooking">{t('bookings.detail.back')}</Link>
      </div>
    );
  }
  return <BookingView booking={query.data} />;
}

function BookingView({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const counterpart = counterpartOf(booking);
  const when = (value: string) => formatDateTime(value, language);
  return (
    <article className="bookings-screen booking-page" data-testid="booking-page">
      <nav className="booking-breadcrumb" aria-label={t('bookings.detail.breadcrumb')}>
        <Link to="/mybooking">{t('bookings.list.title')}</Link>
      </nav>
      <header className="booking-page-head">
        <div>
          <p className="booking-kicker">{t(`bookings.kind.${booking.kind}`)}</p>
          <h1 className="bookings-title">
            <Link to={booking.url}>{booking.title}</Link>
          </h1>
        </div>
        <BookingStateBadge state={booking.state} />
      </header>
      <div className="booking-page-grid">
        <div className="booking-page-main">
          <BookingClosingSections booking={booking} />

          <section className="card booking-section" aria-labelledby="booking-summary-heading">
            <h2 id="booking-summary-heading" className="booking-section-heading">
              {t('bookings.detail.summary')}
            </h2>
            <dl className="booking-facts">
              <div>
                <dt>
                  {t(booking.role === 'provider' ? 'bookings.row.buyer' : 'bookings.row.provider')}
                </dt>
                <dd>
                  {counterpart.name}{' '}
                  <Link
                    className="btn btn-secondary booking-btn-sm"
                    to={`/message/${counterpart.id}`}
                    data-testid="booking-message-link"
                  >
                    {t('bookings.detail.message')}
                  </Link>
                </dd>
              </div>
              {booking.company ? (
                <div>
                  <dt>{t('bookings.detail.company')}</dt>
                  <dd>{booking.company.name}</dd>
                </div>
              ) : null}
              {booking.sessions.length > 1 ? (
                // A course over several days: each day with its hours.
                <div className="booking-sessions-fact">
                  <dt>{t('bookings.sessions.count', { count: booking.sessions.length })}</dt>
                  <dd data-testid="booking-starts">
                    <ol className="booking-sessions" data-testid="booking-sessions">
                      {booking.sessions.map((session) => (
                        <li key={session.startsAt}>
                          {formatDateTimeRange(session.startsAt, session.endsAt, language)}
                        </li>
                      ))}
                    </ol>
                  </dd>
                </div>
              ) : booking.startsAt ? (
                <div>
                  <dt>{t('bookings.row.date')}</dt>
                  <dd data-testid="booking-starts">
                    {booking.endsAt
                      ? formatDateTimeRange(booking.startsAt, booking.endsAt, language)
                      : when(booking.startsAt)}
                  </dd>
                </div>
              ) : null}
              {booking.delivery ? (
                <div>
                  <dt>{t('bookings.request.delivery')}</dt>
                  <dd>{t(`catalogue.delivery.${booking.delivery}`)}</dd>
                </div>
              ) : null}
              {booking.location ? (
                <div>
                  <dt>{t('bookings.request.location')}</dt>
                  <dd>{booking.location}</dd>
                </div>
              ) : null}
              {booking.joinUrl ? (
                <div>
                  <dt>{t('bookings.detail.joinUrl')}</dt>
                  <dd data-testid="booking-join-url">
                    <a href={booking.joinUrl} target="_blank" rel="noopener noreferrer nofollow">
                      {booking.joinUrl}
                    </a>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{t('bookings.detail.requestedAt')}</dt>
                <dd>{when(booking.createdAt)}</dd>
              </div>
              {booking.expiresAt ? (
                <div>
                  <dt>{t('bookings.row.expires')}</dt>
                  <dd data-testid="booking-expires">{when(booking.expiresAt)}</dd>
                </div>
              ) : null}
            </dl>
            {booking.message ? (
              <blockquote className="booking-message">{booking.message}</blockquote>
            ) : null}
            <BookingActions booking={booking} />
          </section>

          {booking.proposedDates.length > 0 ? (
            <section className="card booking-section" aria-labelledby="booking-dates-heading">
              <h2 id="booking-dates-heading" className="booking-section-heading">
                {t('bookings.detail.proposedDates')}
              </h2>
              <ol className="booking-dates">
                {booking.proposedDates.map((date) => (
                  <li key={date}>
                    {when(date)}
                    {booking.startsAt === date ? (
                      <span className="booking-chosen"> · {t('bookings.detail.chosen')}</span>
                    ) : null}
                  </li>
                ))}
              </ol>
              {booking.actions.includes('accept') ? (
                <p className="muted">{t('bookings.detail.acceptHint')}</p>
              ) : null}
            </section>
          ) : null}

          <BookingPeopleSection booking={booking} />

          <section className="card booking-section" aria-labelledby="booking-history-heading">
            <h2 id="booking-history-heading" className="booking-section-heading">
              {t('bookings.detail.history')}
            </h2>
            <ol className="booking-history" data-testid="booking-history">
              {booking.history.map((entry, index) => (
                <li key={`${entry.at}-${index}`}>
                  <time dateTime={entry.at}>{when(entry.at)}</time>
                  <p>
                    {entry.from === ''
                      ? t('bookings.history.created', {
                          who: entry.by ?? t('bookings.history.system'),
                          to: t(`bookings.state.${entry.to}`),
                        })
                      : t('bookings.history.changed', {
                          who: entry.by ?? t('bookings.history.system'),
                          from: t(`bookings.state.${entry.from}`),
                          to: t(`bookings.state.${entry.to}`),
                        })}
                  </p>
                  {entry.reason ? <p className="booking-reason">“{entry.reason}”</p> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <aside className="booking-page-side">
          <div className="card booking-section">
            <PriceSummary price={booking.price} heading={t('bookings.price.heading')} />
          </div>
        </aside>
      </div>
    </article>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatNumber } from '../../../lib/format.ts';
import {
  awaitingBookingsQueryOptions,
  reviewsToWriteQueryOptions,
  trainingsToCloseQueryOptions,
} from '../../notifications/index.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';

interface WaitingPanelProps {
  /** Providers answer requests and close their trainings. */
  isProvider: boolean;
  /** Company and SME admins approve their company's bookings (fee approval); managers do not. */
  canApprove: boolean;
}

type LineKey = 'requests' | 'offers' | 'approvals' | 'reviews' | 'close';

/**
 * "Waiting for you", first on the dashboard: what asks for the user's action now, a line each
 * with its count and where to do it (requests to answer, seats offered before they lapse, fee
 * approvals, trainings to review, trainings to close). Lines at zero are left out; with nothing
 * at all, one line says so and offers a next step.
 */
export function WaitingPanel({ isProvider, canApprove }: WaitingPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const requests = useQuery({ ...awaitingBookingsQueryOptions('provider'), enabled: isProvider });
  const offers = useQuery(awaitingBookingsQueryOptions('buyer'));
  const approvals = useQuery({
    ...awaitingBookingsQueryOptions('company'),
    enabled: canApprove,
  });
  const reviews = useQuery(reviewsToWriteQueryOptions());
  const close = useQuery({ ...trainingsToCloseQueryOptions(), enabled: isProvider });
  // Each line: its count, where to act, and whether it is asked at all for this user.
  const lines = [
    { key: 'requests', path: '/mybooking', query: requests, isAsked: isProvider },
    { key: 'offers', path: '/mybooking?side=buyer&state=offered', query: offers, isAsked: true },
    { key: 'approvals', path: '/dashboard/c/feeapproval', query: approvals, isAsked: canApprove },
    { key: 'reviews', path: '/review', query: reviews, isAsked: true },
    {
      key: 'close',
      path: '/dashboard/i/eventapproval#after-event',
      query: close,
      isAsked: isProvider,
    },
  ] satisfies Array<{ key: LineKey; path: string; query: typeof offers; isAsked: boolean }>;
  const asked = lines.filter((line) => line.isAsked);
  const isLoading = asked.some((line) => line.query.isPending);
  const problem = asked.find((line) => line.query.isError)?.query.error;
  const shown = asked.filter((line) => (line.query.data ?? 0) > 0);

  return (
    <section
      className="card waiting-panel"
      aria-labelledby="waiting-heading"
      aria-busy={isLoading}
      data-testid="waiting-panel"
    >
      <h2 id="waiting-heading" className="waiting-title">
        {t('dashboard.waiting.title')}
      </h2>
      {shown.length > 0 ? (
        <ul className="waiting-lines">
          {shown.map((line) => (
            <li key={line.key}>
              <Link to={line.path} className="waiting-line" data-testid={`waiting-${line.key}`}>
                <span className="waiting-count">
                  {formatNumber(line.query.data ?? 0, language)}
                </span>
                {/* A space, so the link's name reads "2 requests…", not "2requests…". */}{' '}
                <span className="waiting-text">
                  {t(`dashboard.waiting.lines.${line.key}`, { count: line.query.data ?? 0 })}
                </span>
                <span className="waiting-arrow" aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : isLoading ? (
        <p className="muted waiting-status" role="status">
          {t('app.loading')}
        </p>
      ) : problem ? null : (
        <p className="waiting-none" data-testid="waiting-none">
          {t('dashboard.waiting.none')}{' '}
          <Link to={isProvider ? '/event/addevent' : '/search'}>
            {t(isProvider ? 'dashboard.waiting.nextProvider' : 'dashboard.waiting.nextSeeker')}
          </Link>
        </p>
      )}
      {problem ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(problem)}
        </p>
      ) : null}
    </section>
  );
}

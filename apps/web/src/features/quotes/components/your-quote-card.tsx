import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuoteSummary } from '@app/contracts/actions/quote';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatCalendarDate, formatDate } from '../../../lib/format.ts';
import { useQuoteTransition } from '../api/fire-quote-transition.ts';
import {
  CoverLetter,
  PerParticipantPrice,
  ProposedDates,
  TotalLines,
  ValidUntil,
} from './quote-facts.tsx';
import { QuoteStateBadge } from './quote-state-badge.tsx';

interface YourQuoteCardProps {
  quote: QuoteSummary;
  /** What the page refreshes after a withdrawal. */
  onChanged?: () => Promise<unknown>;
  /** Said once, right after the quote was sent. */
  isJustSent?: boolean;
}

/**
 * The provider's own quote on a requirement's page: its state and what it means, the figures the
 * seeker sees, and Withdraw (asked first) while the server allows it.
 */
export function YourQuoteCard({ quote, onChanged, isJustSent = false }: YourQuoteCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [isWithdrawing, setWithdrawing] = useState(false);
  const transition = useQuoteTransition(onChanged);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Sent a moment ago from the form, which is gone: the keyboard lands on the quote.
  useEffect(() => {
    if (isJustSent) headingRef.current?.focus();
  }, [isJustSent]);
  const participants = quote.requirement.participants;

  return (
    <section
      className="card quote-mine"
      aria-labelledby="quote-mine-title"
      data-testid="your-quote"
      data-quote-id={quote.id}
    >
      <div className="quote-mine-head">
        <h2 className="quote-section-title" id="quote-mine-title" tabIndex={-1} ref={headingRef}>
          {t('quotes.mine.title')}
        </h2>
        <QuoteStateBadge state={quote.state} />
      </div>
      {isJustSent && quote.state === 'submitted' ? (
        <p className="alert alert-success" role="status" data-testid="quote-sent">
          {t('quotes.mine.sent')}
        </p>
      ) : null}
      <p className="quote-mine-status">
        {t(`quotes.mine.status.${quote.state}`, {
          date: formatCalendarDate(quote.validUntil, language, 'long'),
        })}
      </p>
      <dl className="quote-mine-facts">
        <div>
          <dt>{t('quotes.facts.perParticipant')}</dt>
          <dd>
            <PerParticipantPrice quote={quote} />
          </dd>
        </div>
        <div>
          <dt>{t('quotes.facts.totalFor', { count: participants })}</dt>
          <dd>
            <TotalLines total={quote.total} />
          </dd>
        </div>
        <div>
          <dt>{t('quotes.facts.dates')}</dt>
          <dd>
            <ProposedDates dates={quote.proposedDates} />
          </dd>
        </div>
        <div>
          <dt>{t('quotes.facts.delivery')}</dt>
          <dd>
            {t(`catalogue.delivery.${quote.delivery}`)}
            {quote.location ? ` · ${quote.location}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('quotes.facts.validUntil')}</dt>
          <dd>
            <ValidUntil quote={quote} />
          </dd>
        </div>
        <div>
          <dt>{t('quotes.facts.sentOn')}</dt>
          <dd>{formatDate(quote.createdAt, language, 'long')}</dd>
        </div>
        <div className="quote-mine-letter">
          <dt>{t('quotes.facts.coverLetter')}</dt>
          <dd>
            <CoverLetter text={quote.coverLetter} />
          </dd>
        </div>
      </dl>
      {quote.bookingId !== null || quote.actions.includes('withdraw') ? (
        <div className="quote-mine-actions">
          {quote.bookingId !== null ? (
            <Link
              className="btn btn-primary"
              to={`/mybooking/${quote.bookingId}`}
              data-testid="quote-booking-link"
            >
              {t('quotes.mine.openBooking')}
            </Link>
          ) : null}
          {quote.actions.includes('withdraw') ? (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setWithdrawing(true)}
              data-testid="quote-withdraw"
            >
              {t('quotes.action.withdraw')}
            </button>
          ) : null}
        </div>
      ) : null}
      {isWithdrawing ? (
        <ConfirmDialog
          title={t('quotes.withdraw.title')}
          text={t('quotes.withdraw.text')}
          cancelLabel={t('quotes.withdraw.keep')}
          confirmLabel={t('quotes.withdraw.confirm')}
          pendingLabel={t('quotes.withdraw.pending')}
          onConfirm={() => transition.mutateAsync({ id: quote.id, transition: 'withdraw' })}
          onClose={() => setWithdrawing(false)}
          onDone={() => {
            setWithdrawing(false);
            // The button is gone with the withdrawal: the keyboard stays on this card.
            requestAnimationFrame(() => headingRef.current?.focus());
          }}
          testId="quote-withdraw-dialog"
          confirmTestId="quote-withdraw-confirm"
        />
      ) : null}
    </section>
  );
}

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { QuoteSummary } from '@app/contracts/actions/quote';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { useQuoteTransition } from '../api/fire-quote-transition.ts';
import { useRequirementQuotes } from '../api/get-requirement-quotes.ts';
import { arrangeQuotes, quoteSorts, type ComparisonView } from '../utils/compare-quotes.ts';
import { isOpenQuote } from '../utils/quote-states.ts';
import { AcceptQuoteDialog } from './accept-quote-dialog.tsx';
import { QuoteComparisonCards, QuoteComparisonTable } from './quote-comparison-table.tsx';
import { QuoteOwnerActions } from './quote-owner-actions.tsx';
import './quotes.css';
import './quote-comparison.css';

interface RequirementQuotesSectionProps {
  requirement: { id: number; participants: number | null; isOpen: boolean };
  /** "Ask a question" of one quote: the conversation with its provider, composed by the page. */
  renderAsk?: (quote: QuoteSummary) => ReactNode;
  /** What the page refreshes after a change (an accept closes the requirement). */
  onChanged?: () => Promise<unknown>;
}

/**
 * The owner's quotes on their requirement (docs/product.md, "Quotes"): side by side, sorted and
 * filtered, shortlisted and accepted from here; the accepted one stands out, with its booking.
 */
export function RequirementQuotesSection({
  requirement,
  renderAsk,
  onChanged,
}: RequirementQuotesSectionProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const query = useRequirementQuotes(requirement.id);
  const isWide = useMediaQuery('(min-width: 760px)', true);
  const [view, setView] = useState<ComparisonView>({ sort: 'received', shortlistedOnly: false });
  const [accepting, setAccepting] = useState<QuoteSummary | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const shortlist = useQuoteTransition(onChanged);
  // Opened as `#quotes` (the dashboard's "quotes to compare"): brought into view once they are in.
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const hasQuotes = query.data !== undefined;
  useEffect(() => {
    if (hash === '#quotes' && hasQuotes) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, hasQuotes]);

  const fireShortlist = async (quote: QuoteSummary, transition: 'shortlist' | 'unshortlist') => {
    setChanged(null);
    setFailure(null);
    try {
      await shortlist.mutateAsync({ id: quote.id, transition });
      setChanged(t(`quotes.owner.${transition}Done`, { name: quote.provider.name }));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const quotes = query.data ?? [];
  const accepted = quotes.find((quote) => quote.state === 'accepted') ?? null;
  const openCount = quotes.filter((quote) => isOpenQuote(quote.state)).length;
  const shown = arrangeQuotes(quotes, view);
  const participants = Math.max(1, requirement.participants ?? 1);
  const Comparison = isWide ? QuoteComparisonTable : QuoteComparisonCards;

  return (
    <section
      ref={sectionRef}
      id="quotes"
      className="quote-owner"
      aria-labelledby={titleId}
      data-testid="requirement-quotes"
    >
      <div className="quote-owner-head">
        <h2 className="quote-section-title" id={titleId}>
          {t('quotes.owner.title')}
          {query.data ? (
            <span className="quote-count-badge" data-testid="quote-count">
              {quotes.length}
            </span>
          ) : null}
        </h2>
        {quotes.length > 1 ? (
          <div className="quote-toolbar">
            <label className="quote-toolbar-field">
              <span>{t('quotes.owner.sort')}</span>
              <select
                className="input"
                value={view.sort}
                onChange={(event) =>
                  setView((old) => ({
                    ...old,
                    sort: quoteSorts.find((sort) => sort === event.target.value) ?? 'received',
                  }))
                }
                data-testid="quote-sort"
              >
                {quoteSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`quotes.owner.sorts.${sort}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="checkbox quote-toolbar-check">
              <input
                type="checkbox"
                checked={view.shortlistedOnly}
                onChange={(event) =>
                  setView((old) => ({ ...old, shortlistedOnly: event.target.checked }))
                }
                data-testid="quote-shortlisted-only"
              />
              {t('quotes.owner.shortlistedOnly')}
            </label>
          </div>
        ) : null}
      </div>

      {accepted ? (
        <div className="alert alert-success quote-accepted-note" data-testid="quote-accepted-note">
          <p>{t('quotes.owner.accepted', { name: accepted.provider.name })}</p>
          {accepted.bookingId !== null ? (
            <Link className="btn btn-primary" to={`/mybooking/${accepted.bookingId}`}>
              {t('quotes.owner.openBooking')}
            </Link>
          ) : null}
        </div>
      ) : !requirement.isOpen && openCount > 0 ? (
        <p className="alert alert-info" data-testid="quote-reopen-note">
          {t('quotes.owner.reopenToAccept')}
        </p>
      ) : null}

      <div aria-live="polite" className="quote-owner-status">
        {changed ? <p className="quote-owner-changed">{changed}</p> : null}
        {failure ? (
          <p className="alert alert-error" role="alert">
            {failure}
          </p>
        ) : null}
      </div>

      {query.isPending ? (
        <p className="loading-block" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('quotes.owner.loading')}
        </p>
      ) : query.isError ? (
        <div className="alert alert-error" role="alert">
          <p>{errorMessage(query.error)}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
            {t('quotes.retry')}
          </button>
        </div>
      ) : quotes.length === 0 ? (
        <div className="card quote-empty" data-testid="quotes-empty">
          <h3>
            {t(requirement.isOpen ? 'quotes.owner.empty.title' : 'quotes.owner.empty.closedTitle')}
          </h3>
          <p className="muted">
            {t(requirement.isOpen ? 'quotes.owner.empty.text' : 'quotes.owner.empty.closedText')}
          </p>
        </div>
      ) : shown.length === 0 ? (
        <div className="card quote-empty" data-testid="quotes-empty-filtered">
          <p>{t('quotes.owner.noneShortlisted')}</p>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setView((old) => ({ ...old, shortlistedOnly: false }))}
          >
            {t('quotes.owner.showAll')}
          </button>
        </div>
      ) : (
        <Comparison
          quotes={shown}
          participants={participants}
          renderActions={(quote) => (
            <QuoteOwnerActions
              quote={quote}
              isRequirementOpen={requirement.isOpen}
              isBusy={shortlist.isPending && shortlist.variables?.id === quote.id}
              onShortlist={(transition) => void fireShortlist(quote, transition)}
              onAccept={() => setAccepting(quote)}
              ask={renderAsk?.(quote)}
            />
          )}
        />
      )}

      {accepting ? (
        <AcceptQuoteDialog
          quote={accepting}
          onClose={() => setAccepting(null)}
          onChanged={onChanged}
        />
      ) : null}
    </section>
  );
}

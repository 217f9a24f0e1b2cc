import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuoteSummary } from '@app/contracts/actions/quote';
import { Pager } from '../../../components/ui/pager.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { myQuotesPageSize, useMyQuotes } from '../api/get-my-quotes.ts';
import { ValidUntil } from './quote-facts.tsx';
import { QuoteStateBadge } from './quote-state-badge.tsx';
import './quotes.css';

interface MyQuotesListProps {
  page: number;
  onPage: (page: number) => void;
}

/** "Quotes I sent" (providers): newest first, with their states, totals and validity, paged. */
export function MyQuotesList({ page, onPage }: MyQuotesListProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const query = useMyQuotes({ page, pageSize: myQuotesPageSize });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / myQuotesPageSize)) : 1;

  // A page past the end (the address was typed, or the list shrank): show the last one.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.list.length === 0 && page > 1) onPage(pages);
  }, [data, query.isPlaceholderData, page, pages, onPage]);

  return (
    <div className="quote-sent" data-testid="my-quotes">
      <header className="quote-sent-head">
        <div>
          <h1 className="page-title">{t('quotes.sent.title')}</h1>
          <p className="muted">{t('quotes.sent.intro')}</p>
        </div>
        <Link className="btn btn-secondary" to="/requirement/search">
          {t('quotes.sent.find')}
        </Link>
      </header>
      {query.isPending ? (
        <p className="loading-block" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('quotes.sent.loading')}
        </p>
      ) : query.isError ? (
        <div className="alert alert-error" role="alert">
          <p>{errorMessage(query.error)}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
            {t('quotes.retry')}
          </button>
        </div>
      ) : query.data.list.length === 0 ? (
        <div className="card quote-empty" data-testid="my-quotes-empty">
          <h2>{t('quotes.sent.empty.title')}</h2>
          <p className="muted">{t('quotes.sent.empty.text')}</p>
          <Link className="btn btn-primary" to="/requirement/search">
            {t('quotes.sent.find')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="quote-sent-list" aria-busy={query.isFetching}>
            {query.data.list.map((quote) => (
              <SentQuoteRow key={quote.id} quote={quote} />
            ))}
          </ul>
          <Pager
            page={page}
            pages={pages}
            onPage={onPage}
            labels={{
              label: t('quotes.sent.pager'),
              previous: t('quotes.sent.previous'),
              next: t('quotes.sent.next'),
              status: t('quotes.sent.pageStatus', { page, pages }),
            }}
          />
        </>
      )}
    </div>
  );
}

function SentQuoteRow({ quote }: { quote: QuoteSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className="card quote-sent-row" data-testid="my-quote-row" data-quote-id={quote.id}>
      <div className="quote-sent-row-head">
        <h2 className="quote-sent-row-title">
          <Link to={`/requirement/${quote.requirement.url}`} data-testid="my-quote-link">
            {quote.requirement.title}
          </Link>
        </h2>
        <QuoteStateBadge state={quote.state} />
      </div>
      <dl className="quote-sent-facts">
        <div>
          <dt>{t('quotes.facts.totalFor', { count: quote.requirement.participants })}</dt>
          <dd>
            <span className="quote-figure" data-testid="my-quote-total">
              {formatPrice(quote.total.grossMinor, language, quote.total.currency)}
            </span>{' '}
            <span className="quote-note">{t('quotes.facts.vatIncluded')}</span>
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
      </dl>
      {quote.bookingId !== null ? (
        <Link className="btn btn-primary quote-sent-booking" to={`/mybooking/${quote.bookingId}`}>
          {t('quotes.mine.openBooking')}
        </Link>
      ) : null}
    </li>
  );
}

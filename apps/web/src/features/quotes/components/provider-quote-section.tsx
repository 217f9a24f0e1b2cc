import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { useMyQuotes } from '../api/get-my-quotes.ts';
import type { QuotedRequirement } from '../utils/quote-draft.ts';
import { isActiveQuote } from '../utils/quote-states.ts';
import { SendQuoteForm } from './send-quote-form.tsx';
import { YourQuoteCard } from './your-quote-card.tsx';
import './quotes.css';
import './quote-form.css';

interface ProviderQuoteSectionProps {
  requirement: QuotedRequirement & { isOpen: boolean };
  /** The provider's VAT rate from their profile: undefined while it loads. */
  vatRateBasisPoints: number | undefined;
  /** The profile could not be read: the form cannot show its figures. */
  hasVatRateFailed: boolean;
  onRetryVatRate: () => void;
  onChanged?: () => Promise<unknown>;
}

/**
 * A provider on someone else's requirement: their own quote (the newest), or the form to send
 * one while the requirement is open and they have no quote in play (one active per provider).
 */
export function ProviderQuoteSection({
  requirement,
  vatRateBasisPoints,
  hasVatRateFailed,
  onRetryVatRate,
  onChanged,
}: ProviderQuoteSectionProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const query = useMyQuotes({ requirementId: requirement.id, page: 1, pageSize: 1 });
  const [isWriting, setWriting] = useState(false);
  const [isJustSent, setJustSent] = useState(false);
  const formTitleRef = useRef<HTMLHeadingElement>(null);
  const againRef = useRef<HTMLButtonElement>(null);
  // "Send a new quote" replaced the button with the form: the keyboard follows.
  useEffect(() => {
    if (isWriting) formTitleRef.current?.focus();
  }, [isWriting]);

  if (query.isPending) {
    return (
      <p className="loading-block" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('quotes.mine.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{errorMessage(query.error)}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
          {t('quotes.retry')}
        </button>
      </div>
    );
  }

  const latest = query.data.list[0] ?? null;
  const mayQuote = requirement.isOpen && (latest === null || !isActiveQuote(latest.state));
  const showsForm = mayQuote && (latest === null || isWriting);

  return (
    <div className="quote-provider-area" data-testid="provider-quotes">
      {latest && !showsForm ? (
        <YourQuoteCard quote={latest} onChanged={onChanged} isJustSent={isJustSent} />
      ) : null}
      {latest && mayQuote && !showsForm ? (
        <div className="quote-again">
          <p>{t('quotes.mine.again')}</p>
          <button
            type="button"
            className="btn btn-primary"
            ref={againRef}
            onClick={() => {
              setJustSent(false);
              setWriting(true);
            }}
            data-testid="quote-send-again"
          >
            {t('quotes.mine.sendAgain')}
          </button>
        </div>
      ) : null}
      {showsForm ? (
        <section className="card quote-send" aria-labelledby="quote-send-title">
          <h2
            className="quote-section-title"
            id="quote-send-title"
            tabIndex={-1}
            ref={formTitleRef}
          >
            {t('quotes.form.title')}
          </h2>
          <p className="muted quote-send-intro">{t('quotes.form.intro')}</p>
          {vatRateBasisPoints !== undefined ? (
            <SendQuoteForm
              requirement={requirement}
              vatRateBasisPoints={vatRateBasisPoints}
              onChanged={onChanged}
              onCancel={
                latest
                  ? () => {
                      setWriting(false);
                      requestAnimationFrame(() => againRef.current?.focus());
                    }
                  : undefined
              }
              onSent={() => {
                setWriting(false);
                setJustSent(true);
              }}
            />
          ) : hasVatRateFailed ? (
            <div className="alert alert-error" role="alert">
              <p>{t('quotes.form.profileFailed')}</p>
              <button type="button" className="btn btn-secondary" onClick={onRetryVatRate}>
                {t('quotes.retry')}
              </button>
            </div>
          ) : (
            <p className="loading-block" role="status">
              <span className="spinner" aria-hidden="true" />
              {t('quotes.form.loading')}
            </p>
          )}
        </section>
      ) : null}
      {!latest && !requirement.isOpen ? (
        <p className="alert alert-info" data-testid="quote-closed">
          {t('quotes.mine.closed')}
        </p>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteSummary } from '@app/contracts/actions/quote';
import { localDateOf } from '../../../lib/local-date-time.ts';
import { validityOf } from '../utils/compare-quotes.ts';
import { ownerButtonsOf } from '../utils/quote-states.ts';

interface QuoteOwnerActionsProps {
  quote: QuoteSummary;
  isRequirementOpen: boolean;
  /** A shortlist change of this quote is on its way. */
  isBusy: boolean;
  onShortlist: (transition: 'shortlist' | 'unshortlist') => void;
  onAccept: () => void;
  /** "Ask a question": the conversation with the provider, composed by the page. */
  ask?: ReactNode;
}

/** The owner's buttons of one quote, as the server's `actions` allow, and the question link. */
export function QuoteOwnerActions({
  quote,
  isRequirementOpen,
  isBusy,
  onShortlist,
  onAccept,
  ask,
}: QuoteOwnerActionsProps) {
  const { t } = useTranslation();
  const isValid = validityOf(quote, localDateOf(new Date())).kind !== 'expired';
  const buttons = ownerButtonsOf(quote.actions, { isRequirementOpen, isValid });
  const who = quote.provider.name;
  return (
    <div className="quote-actions" data-testid="quote-actions">
      {buttons.map((button) =>
        button === 'accept' ? (
          <button
            key={button}
            type="button"
            className="btn btn-primary"
            onClick={onAccept}
            // The visible word first (label in name), then whose quote it is.
            aria-label={`${t('quotes.action.accept')} – ${who}`}
            data-testid="quote-accept"
          >
            {t('quotes.action.accept')}
          </button>
        ) : (
          <button
            // One key for both shortlist buttons: the keyboard stays on it when it toggles.
            key="shortlist"
            type="button"
            className="btn btn-secondary"
            disabled={isBusy}
            aria-busy={isBusy}
            onClick={() => onShortlist(button)}
            aria-label={`${t(`quotes.action.${button}`)} – ${who}`}
            data-testid={`quote-${button}`}
          >
            {t(`quotes.action.${button}`)}
          </button>
        ),
      )}
      {ask}
    </div>
  );
}

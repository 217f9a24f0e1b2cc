import { useTranslation } from 'react-i18next';
import type { QuoteState } from '@app/contracts/states';
import { quoteToneOf } from '../utils/quote-states.ts';

/** A quote's state as a coloured badge; its word is the text, so screen readers say it too. */
export function QuoteStateBadge({ state }: { state: QuoteState }) {
  const { t } = useTranslation();
  return (
    <span
      className={`quote-badge quote-badge-${quoteToneOf(state)}`}
      data-testid="quote-state"
      data-state={state}
    >
      {t(`quotes.state.${state}`)}
    </span>
  );
}

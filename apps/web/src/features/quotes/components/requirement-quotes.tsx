import type { ReactNode } from 'react';
import type { QuoteSummary } from '@app/contracts/actions/quote';
import type { QuotedRequirement } from '../utils/quote-draft.ts';
import { ProviderQuoteSection } from './provider-quote-section.tsx';
import { RequirementQuotesSection } from './requirement-quotes-section.tsx';
import { SeekerQuoteHint } from './seeker-quote-hint.tsx';
import './quotes.css';

interface RequirementQuotesProps {
  requirement: QuotedRequirement & { isOwner: boolean; isOpen: boolean };
  /** The viewer offers training now (only providers quote). */
  isProvider: boolean;
  /** The provider's VAT rate, for the form's figures (see ProviderQuoteSection). */
  vatRate: { value: number | undefined; hasFailed: boolean; retry: () => void };
  renderAsk?: (quote: QuoteSummary) => ReactNode;
  onChanged?: () => Promise<unknown>;
}

/**
 * The quotes part of a requirement's page, for whoever looks: its owner compares and accepts, a
 * provider sends (or follows) their own sealed quote, a seeker learns how to quote.
 */
export function RequirementQuotes({
  requirement,
  isProvider,
  vatRate,
  renderAsk,
  onChanged,
}: RequirementQuotesProps) {
  let content: ReactNode = null;
  if (requirement.isOwner) {
    content = (
      <RequirementQuotesSection
        requirement={requirement}
        renderAsk={renderAsk}
        onChanged={onChanged}
      />
    );
  } else if (isProvider) {
    content = (
      <ProviderQuoteSection
        requirement={requirement}
        vatRateBasisPoints={vatRate.value}
        hasVatRateFailed={vatRate.hasFailed}
        onRetryVatRate={vatRate.retry}
        onChanged={onChanged}
      />
    );
  } else if (requirement.isOpen) {
    content = <SeekerQuoteHint />;
  }
  return content ? (
    <div className="quote-area" id="quotes">
      {content}
    </div>
  ) : null;
}

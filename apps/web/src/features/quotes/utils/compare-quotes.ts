import type { QuoteSummary } from '@app/contracts/actions/quote';
import { daysBetween } from '../../../lib/local-date-time.ts';
import { isOpenQuote } from './quote-states.ts';

export const quoteSorts = ['received', 'total', 'rating'] as const;
export type QuoteSort = (typeof quoteSorts)[number];

export interface ComparisonView {
  sort: QuoteSort;
  shortlistedOnly: boolean;
}

/** Accepted first, then the quotes still open, then those out of play (withdrawn, expired...). */
function standingOf(quote: QuoteSummary): number {
  if (quote.state === 'accepted') return 0;
  return isOpenQuote(quote.state) ? 1 : 2;
}

const byKey: Record<QuoteSort, (a: QuoteSummary, b: QuoteSummary) => number> = {
  // The server lists them as they arrived.
  received: () => 0,
  // Cheapest whole training first (gross: what the buyer pays).
  total: (a, b) => a.total.grossMinor - b.total.grossMinor,
  // Best rated first; more reviews win a tie, and an unrated provider comes after rated ones.
  rating: (a, b) =>
    b.provider.rating - a.provider.rating || b.provider.reviewCount - a.provider.reviewCount,
};

/**
 * The columns of the owner's comparison: the quotes in play before the others, each group in the
 * chosen order (a stable sort keeps the arrival order of equals); "shortlisted only" keeps the
 * shortlist and the accepted quote.
 */
export function arrangeQuotes(quotes: readonly QuoteSummary[], view: ComparisonView) {
  const shown = view.shortlistedOnly
    ? quotes.filter((quote) => quote.state === 'shortlisted' || quote.state === 'accepted')
    : quotes;
  return [...shown].sort((a, b) => standingOf(a) - standingOf(b) || byKey[view.sort](a, b));
}

export type Validity =
  { kind: 'expired' } | { kind: 'today' } | { kind: 'days'; days: number } | { kind: 'closed' };

/**
 * What the validity date means today (the viewer's calendar day): expired, its last day, or how
 * many days are left. A quote no longer open (accepted, withdrawn...) has no countdown.
 */
export function validityOf(
  quote: Pick<QuoteSummary, 'state' | 'validUntil'>,
  today: string,
): Validity {
  if (quote.state === 'expired') return { kind: 'expired' };
  if (!isOpenQuote(quote.state)) return { kind: 'closed' };
  const days = daysBetween(today, quote.validUntil);
  if (days < 0) return { kind: 'expired' };
  if (days === 0) return { kind: 'today' };
  return { kind: 'days', days };
}

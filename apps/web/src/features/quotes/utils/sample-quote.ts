import type { QuoteSummary } from '@app/contracts/actions/quote';
import { quotePrice } from '@app/contracts/actions/quote';
import type { QuoteState } from '@app/contracts/states';

/** A quote as the server sends it, for tests: its figures come from the contract's quotePrice(). */
export function sampleQuote(
  id: number,
  changes: {
    state?: QuoteState;
    pricing?: QuoteSummary['pricing'];
    priceMinor?: number;
    vatRateBasisPoints?: number;
    rating?: number;
    reviewCount?: number;
    actions?: string[];
    proposedDates?: string[];
    validUntil?: string;
  } = {},
): QuoteSummary {
  const pricing = changes.pricing ?? 'per_participant';
  const price = quotePrice({
    pricing,
    priceMinor: changes.priceMinor ?? 100_00,
    participants: 10,
    vatRateBasisPoints: changes.vatRateBasisPoints ?? 2200,
    currency: 'EUR',
  });
  return {
    id,
    state: changes.state ?? 'submitted',
    requirement: { id: 1, title: 'Excel for sales', url: 'excel-for-sales', participants: 10 },
    provider: {
      id: id + 100,
      username: `trainer${id}`,
      name: `Trainer ${id}`,
      profileImage: null,
      rating: changes.rating ?? 0,
      reviewCount: changes.reviewCount ?? 0,
      profileUrl: `/trainer${id}`,
    },
    pricing,
    perParticipantMinor: price.perParticipantMinor,
    total: price.total,
    proposedDates: changes.proposedDates ?? ['2099-03-02T08:00:00.000Z'],
    delivery: 'online',
    location: null,
    validUntil: changes.validUntil ?? '2099-01-31',
    coverLetter: '',
    createdAt: '2098-12-01T08:00:00.000Z',
    bookingId: null,
    actions: changes.actions ?? ['shortlist', 'accept'],
  };
}

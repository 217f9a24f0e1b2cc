import { describe, expect, it } from 'vitest';
import type { QuoteSummary } from '@app/contracts/actions/quote';
import type { QuoteState } from '@app/contracts/states';
import { arrangeQuotes, validityOf } from './compare-quotes.ts';
import { sampleQuote } from './sample-quote.ts';

function quote(
  id: number,
  state: QuoteState,
  grossMinor: number,
  rating = 0,
  reviewCount = 0,
): QuoteSummary {
  // A flat quote at 0 % VAT: its gross is its price.
  return sampleQuote(id, {
    state,
    pricing: 'flat',
    priceMinor: grossMinor,
    vatRateBasisPoints: 0,
    rating,
    reviewCount,
  });
}

const ids = (quotes: QuoteSummary[]) => quotes.map((each) => each.id);

describe('the owner’s comparison', () => {
  const quotes = [
    quote(1, 'submitted', 300_00, 4, 3),
    quote(2, 'withdrawn', 100_00, 5, 9),
    quote(3, 'shortlisted', 200_00, 4.5, 1),
    quote(4, 'submitted', 200_00, 0, 0),
    quote(5, 'expired', 50_00, 3, 2),
  ];

  it('keeps the arrival order, with quotes out of play at the end', () => {
    expect(ids(arrangeQuotes(quotes, { sort: 'received', shortlistedOnly: false }))).toEqual([
      1, 3, 4, 2, 5,
    ]);
  });

  it('sorts by total, cheapest first, equals in arrival order', () => {
    expect(ids(arrangeQuotes(quotes, { sort: 'total', shortlistedOnly: false }))).toEqual([
      3, 4, 1, 5, 2,
    ]);
  });

  it('sorts by rating, best first, unrated last among the open ones', () => {
    expect(ids(arrangeQuotes(quotes, { sort: 'rating', shortlistedOnly: false }))).toEqual([
      3, 1, 4, 2, 5,
    ]);
  });

  it('shows the shortlist only, with the accepted quote first', () => {
    const withAccepted = [...quotes, quote(6, 'accepted', 999_00)];
    expect(ids(arrangeQuotes(withAccepted, { sort: 'total', shortlistedOnly: true }))).toEqual([
      6, 3,
    ]);
  });

  it('does not change the list it was given', () => {
    const copy = [...quotes];
    arrangeQuotes(quotes, { sort: 'total', shortlistedOnly: false });
    expect(quotes).toEqual(copy);
  });
});

describe('a quote’s validity', () => {
  const today = '2030-03-10';
  it('counts the days left, says its last day, and says expired after it', () => {
    expect(validityOf({ state: 'submitted', validUntil: '2030-03-14' }, today)).toEqual({
      kind: 'days',
      days: 4,
    });
    expect(validityOf({ state: 'shortlisted', validUntil: today }, today)).toEqual({
      kind: 'today',
    });
    expect(validityOf({ state: 'submitted', validUntil: '2030-03-09' }, today)).toEqual({
      kind: 'expired',
    });
    expect(validityOf({ state: 'expired', validUntil: '2030-04-01' }, today)).toEqual({
      kind: 'expired',
    });
  });

  it('has no countdown once the quote is out of the owner’s hands', () => {
    expect(validityOf({ state: 'accepted', validUntil: '2030-03-14' }, today)).toEqual({
      kind: 'closed',
    });
    expect(validityOf({ state: 'withdrawn', validUntil: '2030-03-14' }, today)).toEqual({
      kind: 'closed',
    });
  });
});

import { activeQuoteStates, type QuoteState } from '@app/contracts/states';

export type QuoteBadgeTone = 'waiting' | 'chosen' | 'good' | 'over';

/** The colour family of a quote's badge: waiting for the owner, on the shortlist, won, over. */
export function quoteToneOf(state: QuoteState): QuoteBadgeTone {
  switch (state) {
    case 'submitted':
      return 'waiting';
    case 'shortlisted':
      return 'chosen';
    case 'accepted':
      return 'good';
    default:
      return 'over';
  }
}

/** Still in play (submitted, shortlisted or accepted): a provider has one such per requirement. */
export const isActiveQuote = (state: QuoteState): boolean => activeQuoteStates.includes(state);

/** Still waiting for the owner's choice: submitted or shortlisted. */
export const isOpenQuote = (state: QuoteState): boolean =>
  state === 'submitted' || state === 'shortlisted';

/**
 * The owner's buttons of a quote, in a steady order, from the `actions` the server allows. Accept
 * is left out while the requirement is closed (the owner reopens it first) and once the quote's
 * validity is over (the server would refuse).
 */
export function ownerButtonsOf(
  actions: readonly string[],
  options: { isRequirementOpen: boolean; isValid: boolean },
): Array<'accept' | 'shortlist' | 'unshortlist'> {
  const order = ['accept', 'shortlist', 'unshortlist'] as const;
  return order.filter(
    (action) =>
      actions.includes(action) &&
      (action !== 'accept' || (options.isRequirementOpen && options.isValid)),
  );
}

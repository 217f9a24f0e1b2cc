import type { SeatBookingState, TopicBookingState } from './states.ts';

/**
 * What a company spends on training, in three measures with one meaning on every page that shows
 * them (the dashboard's budgets, fee approval, total spending, a trainer's record; docs/product.md,
 * "Spend"). Amounts are gross (VAT included), in minor units.
 *
 * - booked: the company's bookings approved and not called off (requested, accepted or completed
 *   trainings; seats booked, offered, attended or not attended), in the calendar year of the
 *   training (Europe/Rome).
 *   It is what a budget guards: fee approval and the booking form check against it.
 * - committed: the company's purchase orders not cancelled, in the year of their issue date.
 * - actual: the invoices addressed to the company less its credit notes, in the year of their
 *   issue date.
 *
 * A booking waiting for approval is not booked yet; it is shown beside as "awaiting".
 */

/** The booking states whose gross counts as booked, by kind. */
export const bookedBookingStates = {
  topic: ['requested', 'accepted', 'completed'],
  event: ['booked', 'offered', 'attended', 'no_show'],
} as const satisfies { topic: readonly TopicBookingState[]; event: readonly SeatBookingState[] };

/** Every state counted as booked, of either kind (the two kinds share no such state name). */
export const bookedStates: readonly string[] = [
  ...bookedBookingStates.topic,
  ...bookedBookingStates.event,
];

/** A budget's use: its amount and the three measures (and what awaits approval). */
export interface BudgetUse {
  amountMinor: number;
  bookedMinor: number;
  committedMinor: number;
  actualMinor: number;
  awaitingMinor: number;
}

/** What a budget has left to book: its amount less what is booked (negative when overrun). */
export function availableOf(budget: Pick<BudgetUse, 'amountMinor' | 'bookedMinor'>): number {
  return budget.amountMinor - budget.bookedMinor;
}

/** A budget is overrun when more is booked against it than its amount. */
export function isOverrun(budget: Pick<BudgetUse, 'amountMinor' | 'bookedMinor'>): boolean {
  return availableOf(budget) < 0;
}

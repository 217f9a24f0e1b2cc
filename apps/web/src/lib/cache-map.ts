import type { QueryClient } from '@tanstack/react-query';
import type { ActionName } from '@app/contracts/registry';

/**
 * The one cache map: which data each action that changes something changes beyond what its own
 * feature refreshes. A query says which actions it reads (`meta: { reads: ['mybookings'] }`), a
 * mutation which action it calls (`meta: { action: 'bookingtransition' }`); when the mutation
 * succeeds, every query that reads one of the actions listed here is refreshed at once
 * (`createQueryClient` does it, after the mutation's own `onSuccess`), so an approval in one
 * feature shows in the bookings, the schedule and the budgets of the others without waiting for
 * their data to go stale. A feature still refreshes its own keys itself (its `*Keys.all`).
 */
export const cacheMap = {
  /** A booking moves (accepted, cancelled, the company's fee approved or rejected, …). */
  bookingtransition: [
    'mybookings',
    'bookingdetail',
    'aftereventlist',
    'feeapprovals',
    'companybudgets',
    'trainingschedule',
    'companydashboard',
    'dashboardsummary',
  ],
  /** A new booking: the lists, the awaiting counts, the company's approvals, budgets and plan. */
  requestbooking: [
    'mybookings',
    'feeapprovals',
    'companybudgets',
    'trainingschedule',
    'companydashboard',
    'dashboardsummary',
  ],
  bookevent: [
    'mybookings',
    'feeapprovals',
    'companybudgets',
    'trainingschedule',
    'companydashboard',
    'dashboardsummary',
  ],
  /**
   * An order is what the company committed, an invoice what it actually spent: both show in
   * spending and beside every budget (contracts/spend.ts), and an invoice on the booking's page.
   */
  issuePurchaseOrder: ['spendingreport', 'companybudgets'],
  cancelPurchaseOrder: ['spendingreport', 'companybudgets'],
  issueInvoice: ['spendingreport', 'companybudgets', 'bookingdetail', 'bookingInvoice'],
  creditInvoice: ['spendingreport', 'companybudgets', 'bookingdetail', 'bookingInvoice'],
  markInvoicePaid: ['spendingreport', 'bookingdetail', 'bookingInvoice'],
} as const satisfies Partial<Record<ActionName, readonly ActionName[]>>;

export type MappedAction = keyof typeof cacheMap;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The contract actions the query's function calls: the map refreshes it by these. */
      reads?: readonly ActionName[];
    };
    mutationMeta: {
      /** The contract action the mutation calls: the map says what else it changes. */
      action?: ActionName;
    };
  }
}

/** The read actions a succeeded `action` changes (none when the map does not name it). */
export function actionsChangedBy(action: ActionName | undefined): readonly ActionName[] {
  return action !== undefined && action in cacheMap ? cacheMap[action as MappedAction] : [];
}

/**
 * Refreshes every query that reads what `action` changed, except those fetched again since the
 * mutation was sent (`since`): the mutation's own feature has already refreshed its keys, and a
 * second request would only repeat the first.
 */
export async function refreshAfter(
  queryClient: QueryClient,
  action: ActionName | undefined,
  since = Number.POSITIVE_INFINITY,
): Promise<void> {
  const changed = new Set<ActionName>(actionsChangedBy(action));
  if (changed.size === 0) return;
  await queryClient.invalidateQueries({
    predicate: (query) =>
      (query.meta?.reads?.some((read) => changed.has(read)) ?? false) &&
      query.state.dataUpdatedAt < since,
  });
}

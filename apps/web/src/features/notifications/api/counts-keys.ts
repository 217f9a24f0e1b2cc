import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('counts');

/**
 * Counts several places show and several features change (the header's unread counts, the side
 * menu's badge, the dashboard's "Waiting for you"), so they live in the shared home. Every action
 * that changes one refreshes `all` (`useRefreshCounts`).
 */
export const countKeys = {
  ...keys,
  unread: () => keys.detail('unread'),
  /** Bookings awaiting my decision on one side (provider: requests; buyer: offers; company). */
  awaitingBookings: (side: 'provider' | 'buyer' | 'company' = 'provider') =>
    keys.detail(`awaitingBookings:${side}`),
  /** Trainings I may review now. */
  reviewsToWrite: () => keys.detail('reviewsToWrite'),
  /** A provider's trainings with attendance to record or a thank-you to send. */
  trainingsToClose: () => keys.detail('trainingsToClose'),
};

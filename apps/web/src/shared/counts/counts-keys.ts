import { createQueryKeys } from '../../lib/query-keys.ts';

const keys = createQueryKeys('counts');

/**
 * The unread counts of the signed-in user (messages and notifications). Both header menus show
 * them and both features change them, so they live in the shared home.
 */
export const countKeys = {
  ...keys,
  unread: () => keys.detail('unread'),
  /** Bookings awaiting the provider's decision (the side menu's "After the event" badge). */
  awaitingBookings: () => keys.detail('awaitingBookings'),
};

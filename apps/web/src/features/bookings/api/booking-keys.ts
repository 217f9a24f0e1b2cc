import { createQueryKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of the bookings feature: lists by side, state, awaiting and page (`list`), one
 * booking (`detail`). Every booking action invalidates `all`: lists, pages and the badge follow.
 */
export const bookingKeys = createQueryKeys('bookings');

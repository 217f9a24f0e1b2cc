import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('bookings');

/**
 * Query keys of the bookings feature: lists by side, state, awaiting and page (`list`), one
 * booking (`detail`), the provider's trainings to close (`afterEvent`). Every booking action
 * invalidates `all`: lists, pages, the closing list and the badge follow.
 */
export const bookingKeys = { ...keys, afterEvent: () => [...keys.all, 'afterEvent'] as const };

import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('companySchedule');

/**
 * Query keys of the training schedule (lib/query-keys.ts): `list(params)` a period's trainings
 * with its filters, `feed()` the caller's iCalendar address (rotating replaces it).
 */
export const scheduleKeys = { ...keys, feed: () => keys.detail('feed') };

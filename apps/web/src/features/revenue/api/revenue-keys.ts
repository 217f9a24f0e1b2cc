import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of the revenue report (lib/query-keys.ts): one report per year. */
export const revenueKeys = createQueryKeys('revenue');

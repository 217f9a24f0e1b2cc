import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of the spending report (lib/query-keys.ts): one report per year and location. */
export const spendingKeys = createQueryKeys('spending');

import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('billing');

/**
 * Query keys of billing details (lib/query-keys.ts): the caller's own and the active company's,
 * read together. Saving either invalidates `all`.
 */
export const billingKeys = {
  ...keys,
  details: () => [...keys.all, 'details'] as const,
  planRequests: () => [...keys.all, 'plan-requests'] as const,
};

import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('quotes');

/**
 * Query keys of the quotes feature: the provider's own quotes (`list`, with or without a
 * requirement), and the owner's side-by-side view of one requirement's quotes (`ofRequirement`).
 * Every quote action invalidates `all`.
 */
export const quoteKeys = {
  ...keys,
  ofRequirement: (requirementId: number) => [...keys.all, 'requirement', requirementId] as const,
};

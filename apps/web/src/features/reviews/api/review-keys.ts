import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('reviews');

/**
 * Query keys of the reviews feature (lib/query-keys.ts): the review page's three lists come in one
 * reply (`reviewable`); writing a review or a reply invalidates `all`.
 */
export const reviewKeys = { ...keys, reviewable: () => keys.detail('reviewable') };

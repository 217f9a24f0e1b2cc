import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of the favourites feature (lib/query-keys.ts): the favourites list by page size. */
export const favouriteKeys = createQueryKeys('favourites');

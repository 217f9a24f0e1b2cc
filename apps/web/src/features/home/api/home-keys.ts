import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('home');

/** Query keys of the home feature (lib/query-keys.ts): the home page is the viewer's own. */
export const homeKeys = { ...keys, page: (viewerId: number | null) => keys.detail(viewerId) };

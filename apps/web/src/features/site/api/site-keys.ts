import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of the site pages and the blog (lib/query-keys.ts). */
export const siteKeys = createQueryKeys('site');

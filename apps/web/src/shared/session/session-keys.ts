import { createQueryKeys } from '../../lib/query-keys.ts';

const keys = createQueryKeys('session');

/**
 * The query keys of the signed-in session: the user and their company (records), the company's
 * profiles (a list). All start with `sessionKeys.all`: a change of membership refreshes them all.
 */
export const sessionKeys = {
  ...keys,
  user: () => keys.detail('user'),
  company: () => keys.detail('company'),
  companyProfiles: () => keys.list('company-profiles'),
};

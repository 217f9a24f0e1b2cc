import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('companyTrainers');

/** Query keys of the approved trainers (lib/query-keys.ts). */
export const companyTrainerKeys = {
  ...keys,
  /** Providers of the marketplace matching the words typed. */
  search: (words: string) => [...keys.all, 'search', words] as const,
};

import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('feeApproval');

/** Query keys of fee approval (lib/query-keys.ts): the waiting bookings and the rules. */
export const feeApprovalKeys = {
  ...keys,
  waiting: () => [...keys.all, 'waiting'] as const,
  settings: () => [...keys.all, 'settings'] as const,
};

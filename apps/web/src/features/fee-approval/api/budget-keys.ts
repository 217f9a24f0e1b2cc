import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('budgets');

/**
 * Query keys of the company's budgets (lib/query-keys.ts): the yearly list and the booking form's
 * check. Fee approval and the booking form invalidate `all` after they change what budgets count.
 */
export const budgetKeys = {
  ...keys,
  check: <const Params>(params: Params) => [...keys.all, 'check', params] as const,
};

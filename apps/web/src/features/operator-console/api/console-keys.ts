import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('console');

/**
 * Query keys of the operator console (lib/query-keys.ts): the queue of reports by view (`list`),
 * one report (`detail`), the platform's staff (`staff`), the operators' audit (`audit`) and the
 * plans with their requests (`plans`). A change to a report refreshes the queue and the report;
 * a role change, the staff; a step of a plan's sale, the plans.
 */
export const consoleKeys = {
  ...keys,
  staff: () => [...keys.all, 'staff'] as const,
  audit: () => [...keys.all, 'audit'] as const,
  plans: () => [...keys.all, 'plans'] as const,
};

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { budgetKeys } from './budget-keys.ts';

export type BudgetCheckInput = ActionRequest<'budgetcheck'>;
export type BudgetCheck = ActionResponse<'budgetcheck'>;

export function checkBudget(input: BudgetCheckInput): Promise<BudgetCheck> {
  return callActionOrThrow('budgetcheck', input);
}

export const budgetCheckQueryOptions = (input: BudgetCheckInput) =>
  queryOptions({ queryKey: budgetKeys.check(input), queryFn: () => checkBudget(input) });

/**
 * Whether a company booking of this gross amount would overrun its budget: the booking form
 * warns, it never blocks. Off (null input) for bookings not made for the company.
 */
export function useBudgetCheck(input: BudgetCheckInput | null) {
  return useQuery({
    ...budgetCheckQueryOptions(
      input ?? { amountMinor: 0, date: new Date(0).toISOString(), department: '' },
    ),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}

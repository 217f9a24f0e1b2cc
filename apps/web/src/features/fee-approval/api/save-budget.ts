import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { budgetKeys } from './budget-keys.ts';
import { feeApprovalKeys } from './fee-approval-keys.ts';

export type SaveBudgetInput = ActionInput<'savecompanybudget'>;

export function saveBudget(input: SaveBudgetInput): Promise<ActionResponse<'savecompanybudget'>> {
  return callActionOrThrow('savecompanybudget', input);
}

/** Sets a budget (or its new amount); budgets and what waiting bookings would leave follow. */
export function useSaveBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBudget,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: budgetKeys.all }),
        queryClient.invalidateQueries({ queryKey: feeApprovalKeys.all }),
      ]),
  });
}

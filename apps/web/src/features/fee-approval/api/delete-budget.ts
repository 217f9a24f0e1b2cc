import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { budgetKeys } from './budget-keys.ts';
import { feeApprovalKeys } from './fee-approval-keys.ts';

export function deleteBudget(id: number): Promise<ActionResponse<'deletecompanybudget'>> {
  return callActionOrThrow('deletecompanybudget', { id });
}

export function useDeleteBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBudget,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: budgetKeys.all }),
        queryClient.invalidateQueries({ queryKey: feeApprovalKeys.all }),
      ]),
  });
}

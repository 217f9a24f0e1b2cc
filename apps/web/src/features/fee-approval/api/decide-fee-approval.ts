import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { budgetKeys } from './budget-keys.ts';
import { useRefreshCounts } from '../../notifications/index.ts';
import { feeApprovalKeys } from './fee-approval-keys.ts';

export type FeeDecision =
  | { id: number; transition: 'approve' }
  | {
      id: number;
      transition: 'reject';
      reason: string;
    };

/** The admin's answer: bookingtransition `approve` or `reject` (with the reason the booker reads). */
export function decideFeeApproval(
  decision: FeeDecision,
): Promise<ActionResponse<'bookingtransition'>> {
  return callActionOrThrow('bookingtransition', decision);
}

/**
 * After a decision the list, the budgets (committed moves) and the header's counts follow; the
 * bookings, the schedule and the dashboards of other features follow through lib/cache-map.ts.
 */
export function useDecideFeeApproval() {
  const queryClient = useQueryClient();
  const refreshCounts = useRefreshCounts();
  return useMutation({
    meta: { action: 'bookingtransition' },
    mutationFn: decideFeeApproval,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feeApprovalKeys.all }),
        queryClient.invalidateQueries({ queryKey: budgetKeys.all }),
        refreshCounts(),
      ]),
  });
}

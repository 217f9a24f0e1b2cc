import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { consoleKeys } from './console-keys.ts';

export type PlanSales = ActionResponse<'adminPlans'>;
export type PlanRequestRow = PlanSales['requests'][number];

/** The plans with their prices and the companies' requests (operators only). */
export function usePlanSales() {
  return useQuery({
    queryKey: consoleKeys.plans(),
    queryFn: () => callActionOrThrow('adminPlans', {}),
    meta: { reads: ['adminPlans'] },
  });
}

type PlanStep = 'adminIssuePlanInvoice' | 'adminRecordPlanPayment' | 'adminSetSubscription';

/** One step of selling a plan. */
export function usePlanStep<Name extends PlanStep>(name: Name) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<Name>) => callActionOrThrow(name, input),
    onSuccess: () =>
      // The plans, a company's record and the audit show it at once.
      queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

export type PlanRequest = ActionResponse<'planrequests'>['list'][number];

/** The active company's open plan requests (waiting for the operators). */
export function usePlanRequests(enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.planRequests(),
    queryFn: async () => (await callActionOrThrow('planrequests', {})).list,
    enabled,
  });
}

/** The admin asks for a plan; the open requests are read again. */
export function useRequestPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<'requestplan'>) => callActionOrThrow('requestplan', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.planRequests() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';

export function switchLocation(companyId: number): Promise<ActionResponse<'switchCompanyProfile'>> {
  return callActionOrThrow('switchCompanyProfile', { companyId });
}

/** Works in another location from now on: everything read for the old one is read again. */
export function useSwitchLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchLocation,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

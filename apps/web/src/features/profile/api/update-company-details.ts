import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { refreshCompanyDetails } from '../../../shared/session/get-company-details.ts';

export type CompanyInput = ActionInput<'updateCompanyDetails'>;

export async function updateCompanyDetails(input: CompanyInput) {
  const result = await callActionOrThrow('updateCompanyDetails', input);
  return result;
}

export function useUpdateCompanyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyDetails,
    onSuccess: () => refreshCompanyDetails(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { trainingAssessmentKeys } from './training-assessment-keys.ts';

export function setCertificateExpiry(
  input: ActionRequest<'setcertificateexpiry'>,
): Promise<ActionResponse<'setcertificateexpiry'>> {
  return callActionOrThrow('setcertificateexpiry', input);
}

/** The admin sets or clears when one person's certificate expires. */
export function useSetCertificateExpiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCertificateExpiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingAssessmentKeys.results() }),
  });
}

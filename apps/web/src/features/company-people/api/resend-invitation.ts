import { useMutation } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterPeopleChange } from './use-after-people-change.ts';

export type ResendInvitationInput = ActionRequest<'resendcompanyinvitation'>;

export function resendInvitation(
  input: ResendInvitationInput,
): Promise<ActionResponse<'resendcompanyinvitation'>> {
  return callActionOrThrow('resendcompanyinvitation', input);
}

/** Sends a pending invitation again with a new link. */
export function useResendInvitation() {
  const afterChange = useAfterPeopleChange();
  return useMutation({ mutationFn: resendInvitation, onSuccess: afterChange });
}

import { useMutation } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterPeopleChange } from './use-after-people-change.ts';

export type RevokeInvitationInput = ActionRequest<'revokecompanyinvitation'>;

export function revokeInvitation(
  input: RevokeInvitationInput,
): Promise<ActionResponse<'revokecompanyinvitation'>> {
  return callActionOrThrow('revokecompanyinvitation', input);
}

/** Withdraws a pending invitation. */
export function useRevokeInvitation() {
  const afterChange = useAfterPeopleChange();
  return useMutation({ mutationFn: revokeInvitation, onSuccess: afterChange });
}

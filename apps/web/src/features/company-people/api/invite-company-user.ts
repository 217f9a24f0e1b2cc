import { useMutation } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterPeopleChange } from './use-after-people-change.ts';

export type InviteCompanyUserInput = ActionRequest<'invitecompanyuser'>;

export function inviteCompanyUser(
  input: InviteCompanyUserInput,
): Promise<ActionResponse<'invitecompanyuser'>> {
  return callActionOrThrow('invitecompanyuser', input);
}

/** Invites someone to the staff by e-mail. */
export function useInviteCompanyUser() {
  const afterChange = useAfterPeopleChange();
  return useMutation({ mutationFn: inviteCompanyUser, onSuccess: afterChange });
}

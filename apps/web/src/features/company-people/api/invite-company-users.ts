import { useMutation } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterPeopleChange } from './use-after-people-change.ts';

export function inviteCompanyUsers(
  input: ActionInput<'invitecompanyusers'>,
): Promise<ActionResponse<'invitecompanyusers'>> {
  return callActionOrThrow('invitecompanyusers', input);
}

/** Invites several addresses to the staff at once, each by its own e-mail. */
export function useInviteCompanyUsers() {
  const afterChange = useAfterPeopleChange();
  return useMutation({ mutationFn: inviteCompanyUsers, onSuccess: afterChange });
}

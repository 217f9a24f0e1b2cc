import { useMutation } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterPeopleChange } from './use-after-people-change.ts';

export type RemoveCompanyUserInput = ActionRequest<'removecompanyuser'>;

export function removeCompanyUser(
  input: RemoveCompanyUserInput,
): Promise<ActionResponse<'removecompanyuser'>> {
  return callActionOrThrow('removecompanyuser', input);
}

/** Takes someone off the staff. */
export function useRemoveCompanyUser() {
  const afterChange = useAfterPeopleChange();
  return useMutation({ mutationFn: removeCompanyUser, onSuccess: afterChange });
}

import { useMutation } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterPeopleChange } from './use-after-people-change.ts';

export type UpdateCompanyUserInput = ActionRequest<'updatecompanyuser'>;

export function updateCompanyUser(
  input: UpdateCompanyUserInput,
): Promise<ActionResponse<'updatecompanyuser'>> {
  return callActionOrThrow('updatecompanyuser', input);
}

/** Changes a staff member's role and department. */
export function useUpdateCompanyUser() {
  const afterChange = useAfterPeopleChange();
  return useMutation({ mutationFn: updateCompanyUser, onSuccess: afterChange });
}

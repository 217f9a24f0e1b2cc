import { useMutation } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterPeopleChange } from './use-after-people-change.ts';

export type RemoveCompanyPersonInput = ActionRequest<'removecompanyperson'>;

export function removeCompanyPerson(
  input: RemoveCompanyPersonInput,
): Promise<ActionResponse<'removecompanyperson'>> {
  return callActionOrThrow('removecompanyperson', input);
}

/** Removes a person of the company. */
export function useRemoveCompanyPerson() {
  const afterChange = useAfterPeopleChange();
  return useMutation({ mutationFn: removeCompanyPerson, onSuccess: afterChange });
}

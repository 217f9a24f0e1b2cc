import { useMutation } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterPeopleChange } from './use-after-people-change.ts';

export type SaveCompanyPersonInput = ActionRequest<'savecompanyperson'>;

export function saveCompanyPerson(
  input: SaveCompanyPersonInput,
): Promise<ActionResponse<'savecompanyperson'>> {
  return callActionOrThrow('savecompanyperson', input);
}

/** Adds or edits a person of the company. */
export function useSaveCompanyPerson() {
  const afterChange = useAfterPeopleChange();
  return useMutation({ mutationFn: saveCompanyPerson, onSuccess: afterChange });
}

import { useMutation } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterPeopleChange } from './use-after-people-change.ts';

export type ImportCompanyPeopleInput = ActionRequest<'importcompanypeople'>;

export function importCompanyPeople(
  input: ImportCompanyPeopleInput,
): Promise<ActionResponse<'importcompanypeople'>> {
  return callActionOrThrow('importcompanypeople', input);
}

/** Imports people from CSV text, all or nothing. */
export function useImportCompanyPeople() {
  const afterChange = useAfterPeopleChange();
  return useMutation({ mutationFn: importCompanyPeople, onSuccess: afterChange });
}

import { useMutation } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterPeopleChange } from './use-after-people-change.ts';

export function setCompanyTwoFactor(
  required: boolean,
): Promise<ActionResponse<'companytwofactor'>> {
  return callActionOrThrow('companytwofactor', { required });
}

/** Requires (or stops requiring) two-factor sign-in of the company's staff. */
export function useSetCompanyTwoFactor() {
  const afterChange = useAfterPeopleChange();
  return useMutation({ mutationFn: setCompanyTwoFactor, onSuccess: afterChange });
}

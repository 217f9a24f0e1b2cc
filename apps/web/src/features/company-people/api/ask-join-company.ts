import { useMutation } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';

export function askJoinCompany(
  input: ActionInput<'askjoincompany'>,
): Promise<ActionResponse<'askjoincompany'>> {
  return callActionOrThrow('askjoincompany', input);
}

/** Asks the admins of the company that holds the VAT id to add the caller to its staff. */
export function useAskJoinCompany() {
  return useMutation({ mutationFn: askJoinCompany });
}

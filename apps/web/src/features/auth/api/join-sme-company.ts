import { useMutation } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callAction } from '../../../lib/api-client.ts';

export type JoinSmeCompanyInput = ActionInput<'joinSMECompany'>;

/** Join an SME (second endpoint): companyId alone when signed in, with the new-user form otherwise. */
export const joinSmeCompany = (input: JoinSmeCompanyInput) => callAction('joinSMECompany', input);

export function useJoinSmeCompany() {
  return useMutation({ mutationFn: joinSmeCompany });
}

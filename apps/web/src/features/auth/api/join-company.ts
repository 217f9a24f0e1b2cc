import { useMutation } from '@tanstack/react-query';
import { callAction } from '../../../lib/api-client.ts';

/** A signed-in provider joins the company whose link invited them. */
export const joinCompany = (companyId: number) => callAction('joinCompany', { companyId });

export function useJoinCompany() {
  return useMutation({ mutationFn: joinCompany });
}

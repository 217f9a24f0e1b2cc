import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { consoleKeys } from './console-keys.ts';

export type PeopleFound = ActionResponse<'adminPeople'>;
export type PersonRecord = ActionResponse<'adminPerson'>;

/** People and companies matching the words (two characters at least). */
export function usePeopleSearch(q: string) {
  return useQuery({
    queryKey: consoleKeys.list({ people: q }),
    queryFn: () => callActionOrThrow('adminPeople', { q }),
    enabled: q.trim().length >= 2,
    meta: { reads: ['adminPeople'] },
  });
}

export function usePersonRecord(userId: number) {
  return useQuery({
    queryKey: consoleKeys.detail({ person: userId }),
    queryFn: () => callActionOrThrow('adminPerson', { userId }),
    meta: { reads: ['adminPerson'] },
  });
}

function useAfterPersonChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleKeys.all });
}

export function useResendVerification() {
  const afterChange = useAfterPersonChange();
  return useMutation({
    mutationFn: (input: ActionInput<'adminResendVerification'>) =>
      callActionOrThrow('adminResendVerification', input),
    onSuccess: afterChange,
  });
}

export function useResetTwoFactor() {
  const afterChange = useAfterPersonChange();
  return useMutation({
    mutationFn: (input: ActionInput<'adminResetTwoFactor'>) =>
      callActionOrThrow('adminResetTwoFactor', input),
    onSuccess: afterChange,
  });
}

export type CompanyRecord = ActionResponse<'adminCompany'>;

/** A company's record: staff, group, subscriptions, plan requests and documents. */
export function useCompanyRecord(companyId: number) {
  return useQuery({
    queryKey: consoleKeys.detail({ company: companyId }),
    queryFn: () => callActionOrThrow('adminCompany', { companyId }),
    meta: { reads: ['adminCompany'] },
  });
}

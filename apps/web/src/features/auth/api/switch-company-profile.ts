import { useMutation } from '@tanstack/react-query';
import { callAction } from '../../../lib/api-client.ts';

export const switchCompanyProfile = (companyId: number) =>
  callAction('switchCompanyProfile', { companyId });

export function useSwitchCompanyProfile() {
  return useMutation({ mutationFn: switchCompanyProfile });
}

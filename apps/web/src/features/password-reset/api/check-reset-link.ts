import { useQuery } from '@tanstack/react-query';
import { callAction, isFailure } from '../../../lib/api-client.ts';
import { passwordResetKeys } from './password-reset-keys.ts';

/** True while the e-mailed link can still be used (not expired, not used). */
export async function isResetLinkUsable(id: string, token: string): Promise<boolean> {
  const result = await callAction('resetcheck', { id, token });
  return !isFailure(result);
}

export function useResetLinkCheck(id: string, token: string) {
  return useQuery({
    queryKey: passwordResetKeys.link(id, token),
    queryFn: () => isResetLinkUsable(id, token),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

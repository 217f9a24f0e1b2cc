import { useQuery } from '@tanstack/react-query';
import { callAction, isFailure } from '../../../lib/api-client.ts';

/** True while the e-mailed link can still be used (not expired, not used). */
export async function isResetLinkUsable(id: string, token: string): Promise<boolean> {
  const result = await callAction('resetcheck', { id, token });
  return !isFailure(result);
}

export function useResetLinkCheck(id: string, token: string) {
  return useQuery({
    queryKey: ['password-reset', 'link', id, token],
    queryFn: () => isResetLinkUsable(id, token),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

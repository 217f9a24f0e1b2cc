import { useQuery } from '@tanstack/react-query';
import { callAction, isFailure } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

/** True when the address is registered; a failed check tells nothing (the server checks at submit). */
export async function isEmailTaken(email: string): Promise<boolean> {
  const result = await callAction('emailcheck', { semail: email });
  return !isFailure(result) && result.status;
}

export function useEmailTaken(email: string, enabled: boolean) {
  return useQuery({
    queryKey: authKeys.emailTaken(email),
    queryFn: () => isEmailTaken(email),
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}

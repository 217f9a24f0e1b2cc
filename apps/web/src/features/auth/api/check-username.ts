import { useQuery } from '@tanstack/react-query';
import { callAction, isFailure } from '../../../lib/api-client.ts';
import { authKeys } from './auth-keys.ts';

/** True when the username is taken; a failed check tells nothing (the server checks at submit). */
export async function isUsernameTaken(username: string): Promise<boolean> {
  const result = await callAction('usernamecheck', { susername: username });
  return !isFailure(result) && result.status;
}

export function useUsernameTaken(username: string, enabled: boolean) {
  return useQuery({
    queryKey: authKeys.usernameTaken(username),
    queryFn: () => isUsernameTaken(username),
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}

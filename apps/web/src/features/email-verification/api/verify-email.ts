import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callAction } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../shared/session/session-keys.ts';
import { emailVerificationKeys } from './email-verification-keys.ts';

/**
 * Follows the e-mailed link once when its page opens: the answer (confirmed, or the link's
 * failure) is kept for the page's life, never asked again, since a link works only once.
 */
export function useVerifyEmail(id: string, token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: emailVerificationKeys.link(id, token),
    queryFn: async () => {
      const result = await callAction('verifyemail', { id, token });
      // The address (and maybe a company) changed: what the header and dashboard know is stale.
      if (result.status) await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      return result;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

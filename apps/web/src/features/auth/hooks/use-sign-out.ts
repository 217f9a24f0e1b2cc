import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '../api/logout.ts';
import { closeLiveStream } from '../../../shared/live/live-stream.ts';
import { forgetSession } from '../../../shared/session/forget-session.ts';

/**
 * Logout: the server session ends, the cached details and the stored attempted URL go, and the
 * page reloads at home (a full load, so no state of the signed-in user survives in memory).
 */
export function useSignOut(homeHref: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    closeLiveStream();
    try {
      await logout();
    } catch {
      // Logged out locally either way; the server session ends with its cookie.
    }
    forgetSession(queryClient);
    window.location.assign(homeHref);
  }, [homeHref, queryClient]);
}

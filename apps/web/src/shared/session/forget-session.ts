import type { QueryClient } from '@tanstack/react-query';
import { closeLiveStream } from '../live/live-stream.ts';
import { forgetAttemptedUrl } from './attempted-url.ts';
import { clearSessionCache } from './session-cache.ts';

/**
 * The session ended here (logout, deactivation): its local copies, the attempted URL and every
 * cached answer go, so nothing of the signed-in user survives in this tab.
 */
export function forgetSession(queryClient: QueryClient): void {
  // The tab leaves for home itself: the stream's word that the session ended is no news.
  closeLiveStream();
  clearSessionCache();
  forgetAttemptedUrl();
  queryClient.clear();
}

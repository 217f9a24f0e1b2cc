import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRefreshCounts } from '../../notifications/index.ts';
import { reviewKeys } from './review-keys.ts';

/**
 * After a review or a reply: the review page's lists and the counts (the dashboard's "to review"
 * line, the provider's notification) follow. Topic pages read their ratings when opened.
 */
export function useAfterReviewChange(): () => Promise<void> {
  const queryClient = useQueryClient();
  const refreshCounts = useRefreshCounts();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      refreshCounts(),
    ]);
  }, [queryClient, refreshCounts]);
}

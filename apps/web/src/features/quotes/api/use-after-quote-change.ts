import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRefreshCounts } from '../../notifications/index.ts';
import { quoteKeys } from './quote-keys.ts';

/**
 * After the user's own quote action: every list of quotes, the header's counts, and what the
 * page composing the quotes shows about them (`onChanged`: the requirement's state, bookings).
 */
export function useAfterQuoteChange(onChanged?: () => Promise<unknown>): () => Promise<void> {
  const queryClient = useQueryClient();
  const refreshCounts = useRefreshCounts();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
      refreshCounts(),
      onChanged?.(),
    ]);
  }, [queryClient, refreshCounts, onChanged]);
}

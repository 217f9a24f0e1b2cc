import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRefreshCounts } from '../../notifications/index.ts';
import { bookingKeys } from './booking-keys.ts';

/**
 * After the user's own booking action: every list and page of bookings, the page the booking
 * was made from (its seats or its state) and the header's counts follow.
 */
export function useAfterBookingChange(): () => Promise<void> {
  const queryClient = useQueryClient();
  const refreshCounts = useRefreshCounts();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      refreshCounts(),
    ]);
  }, [queryClient, refreshCounts]);
}

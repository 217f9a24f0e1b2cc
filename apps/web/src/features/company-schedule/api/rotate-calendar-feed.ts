import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { scheduleKeys } from './company-schedule-keys.ts';

export function rotateCalendarFeed(): Promise<ActionResponse<'rotatecalendarfeed'>> {
  return callActionOrThrow('rotatecalendarfeed', {});
}

/** A new iCalendar address; the old one stops working at once. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (reply) => queryClient.setQueryData(scheduleKeys.feed(), reply),
  });
}

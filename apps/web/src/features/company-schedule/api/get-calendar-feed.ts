import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { scheduleKeys } from './company-schedule-keys.ts';

export type CalendarFeed = ActionResponse<'calendarfeed'>;

export function getCalendarFeed(): Promise<CalendarFeed> {
  return callActionOrThrow('calendarfeed', {});
}

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: scheduleKeys.feed(), queryFn: getCalendarFeed });

/** The caller's private iCalendar address of the active company's schedule. */
export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

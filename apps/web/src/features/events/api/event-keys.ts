import type { QueryClient } from '@tanstack/react-query';

/** Query keys start with the action's name; every change refreshes the own lists and the pages. */
export const myEventsKey = ['myevents'] as const;
export const myEventKey = ['myevent'] as const;
export const eventDetailKey = ['eventdetail'] as const;
export const eventTopicOptionsKey = ['eventtopicoptions'] as const;

export function refreshEvents(queryClient: QueryClient) {
  return Promise.all(
    [myEventsKey, myEventKey, eventDetailKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventForm } from '@app/contracts/actions/event';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export type { EventForm };

export async function getMyEvent(id: number): Promise<EventForm> {
  return (await callActionOrThrow('myevent', { id })).event;
}

export const myEventQueryOptions = (id: number) =>
  queryOptions({ queryKey: eventKeys.editable(id), queryFn: () => getMyEvent(id) });

/** An own event for the editor; `id` null while a new event has not been saved yet. */
export function useMyEvent(id: number | null) {
  return useQuery({ ...myEventQueryOptions(id ?? 0), enabled: id !== null });
}

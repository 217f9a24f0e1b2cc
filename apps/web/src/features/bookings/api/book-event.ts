import { useMutation } from '@tanstack/react-query';
import type { NamedParticipant } from '@app/contracts/actions/booking';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterBookingChange } from './use-after-booking-change.ts';

export interface BookEventInput {
  eventId: number;
  seats: number;
  named: NamedParticipant[];
  forCompany: boolean;
}

export function bookEvent(input: BookEventInput): Promise<ActionResponse<'bookevent'>> {
  return callActionOrThrow('bookevent', { ...input, named: JSON.stringify(input.named) });
}

/** Books seats (or a place on the waitlist); the event page's own query is refreshed by its page. */
export function useBookEvent(onDone?: () => Promise<unknown>) {
  const afterChange = useAfterBookingChange();
  return useMutation({
    meta: { action: 'bookevent' },
    mutationFn: bookEvent,
    onSuccess: async () => {
      await Promise.all([afterChange(), onDone?.()]);
    },
  });
}

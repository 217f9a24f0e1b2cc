import { useMutation } from '@tanstack/react-query';
import type { Material } from '@app/contracts/actions/booking';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterBookingChange } from './use-after-booking-change.ts';

/** What is thanked: every booking of an event, or one topic booking. */
export type ThanksTarget = { eventId: number } | { bookingId: number };

export interface SendThanksInput {
  target: ThanksTarget;
  message: string;
  materials: Material[];
}

export function sendThanks(input: SendThanksInput): Promise<ActionResponse<'sendthanks'>> {
  return callActionOrThrow('sendthanks', {
    ...input.target,
    message: input.message,
    materials: JSON.stringify(input.materials),
  });
}

/** Sends the one thank-you of a training; the closing list and the booking pages show it then. */
export function useSendThanks() {
  const afterChange = useAfterBookingChange();
  return useMutation({ mutationFn: sendThanks, onSuccess: afterChange });
}

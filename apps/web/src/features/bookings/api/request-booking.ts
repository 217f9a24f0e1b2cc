import { useMutation } from '@tanstack/react-query';
import type { NamedParticipant } from '@app/contracts/actions/booking';
import type { DeliveryMode } from '@app/contracts/catalogue';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterBookingChange } from './use-after-booking-change.ts';

export interface RequestBookingInput {
  topicId: number;
  /** ISO instants. */
  dates: string[];
  participants: number;
  named: NamedParticipant[];
  delivery: DeliveryMode;
  location: string;
  message: string;
  forCompany: boolean;
}

export function requestBooking(
  input: RequestBookingInput,
): Promise<ActionResponse<'requestbooking'>> {
  return callActionOrThrow('requestbooking', {
    ...input,
    dates: JSON.stringify(input.dates),
    named: JSON.stringify(input.named),
  });
}

export function useRequestBooking() {
  const afterChange = useAfterBookingChange();
  return useMutation({
    meta: { action: 'requestbooking' },
    mutationFn: requestBooking,
    onSuccess: afterChange,
  });
}

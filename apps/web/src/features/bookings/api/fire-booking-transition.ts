import { useMutation } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterBookingChange } from './use-after-booking-change.ts';

export type TransitionInput = ActionRequest<'bookingtransition'>;
export type BookingTransitionName = TransitionInput['transition'];

export function fireBookingTransition(
  input: TransitionInput,
): Promise<ActionResponse<'bookingtransition'>> {
  return callActionOrThrow('bookingtransition', input);
}

/** Fires one transition; lists, the booking's page and the counts follow. */
export function useBookingTransition(onDone?: () => Promise<unknown>) {
  const afterChange = useAfterBookingChange();
  return useMutation({
    meta: { action: 'bookingtransition' },
    mutationFn: fireBookingTransition,
    onSuccess: async () => {
      await Promise.all([afterChange(), onDone?.()]);
    },
  });
}

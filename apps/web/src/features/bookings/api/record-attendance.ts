import { useMutation } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterBookingChange } from './use-after-booking-change.ts';

export type AttendanceInput = ActionRequest<'recordattendance'>;

export function recordAttendance(
  input: AttendanceInput,
): Promise<ActionResponse<'recordattendance'>> {
  return callActionOrThrow('recordattendance', input);
}

/** Marks one participant (or the whole booking) present or absent; the lists follow. */
export function useRecordAttendance() {
  const afterChange = useAfterBookingChange();
  return useMutation({ mutationFn: recordAttendance, onSuccess: afterChange });
}

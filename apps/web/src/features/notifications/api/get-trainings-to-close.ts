import { queryOptions } from '@tanstack/react-query';
import type { ClosingTraining } from '@app/contracts/actions/after-event';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { countKeys } from './counts-keys.ts';

/** A training still asks something of its provider: people to record, or thanks to send. */
export function isTrainingToClose(training: ClosingTraining): boolean {
  const hasUnrecorded = training.bookings.some((booking) =>
    booking.participants.some((person) => person.attendance === null),
  );
  return (training.canRecordAttendance && hasUnrecorded) || training.canSendThanks;
}

/** How many of a provider's trainings wait to be closed (`aftereventlist`, counted). */
export async function getTrainingsToClose(): Promise<number> {
  const { list } = await callActionOrThrow('aftereventlist', {});
  return list.filter(isTrainingToClose).length;
}

export const trainingsToCloseQueryOptions = () =>
  queryOptions({
    meta: { reads: ['aftereventlist'] },
    queryKey: countKeys.trainingsToClose(),
    queryFn: getTrainingsToClose,
  });

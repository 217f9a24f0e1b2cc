import type { Transaction } from '../client.ts';
import { bookingParticipants, bookings, stateTransitions } from '../schema.ts';

/** What the demo bookings are written with: dates relative to today, rows with their history. */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** `days` from today at `hour` (Europe/Rome in winter), so demo times read as office hours. */
export const at = (days: number, hour = 9) => {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setUTCHours(hour - 1, 0, 0, 0);
  return date;
};

export interface Step {
  transition: string;
  to: string;
  by: number | null;
  reason?: string;
}

export interface Party {
  id: number;
  name: string;
  email: string;
}

export type Person = {
  name: string;
  email: string | null;
  userId: number | null;
  attendance?: 'attended' | 'no_show' | null;
};

/** A booking with its people and its history, each step at a time it could have happened. */
export async function insertWithHistory(
  tx: Transaction,
  booking: typeof bookings.$inferInsert,
  people: Person[],
  steps: Step[],
) {
  const [row] = await tx.insert(bookings).values(booking).returning({ id: bookings.id });
  if (!row) throw new Error('demo booking insert returned nothing');
  await tx
    .insert(bookingParticipants)
    .values(people.map((person) => ({ ...person, bookingId: row.id })));
  const machine = booking.kind === 'topic' ? 'topic_booking' : 'seat_booking';
  let from = '';
  const createdAt = booking.createdAt instanceof Date ? booking.createdAt : new Date();
  const startsAt = booking.startsAt instanceof Date ? booking.startsAt : null;
  const endsAt = booking.endsAt instanceof Date ? booking.endsAt : null;
  // When each step happened, as it could have: what follows the training after its end (the
  // sweep completes it, the provider records attendance), the rest a few hours apart from the
  // request, and before the training starts.
  const whenOf = (step: Step, index: number) => {
    if (endsAt && step.transition === 'complete') return new Date(endsAt.getTime() + 5 * 60_000);
    if (endsAt && (step.transition === 'attend' || step.transition === 'noShow')) {
      return new Date(endsAt.getTime() + HOUR_MS);
    }
    const at = createdAt.getTime() + index * 5 * HOUR_MS;
    return new Date(startsAt ? Math.min(at, startsAt.getTime() - HOUR_MS) : at);
  };
  for (const [index, step] of steps.entries()) {
    await tx.insert(stateTransitions).values({
      machine,
      recordId: row.id,
      transition: step.transition,
      fromState: from,
      toState: step.to,
      actorId: step.by,
      reason: step.reason ?? null,
      createdAt: whenOf(step, index),
    });
    from = step.to;
  }
  return row.id;
}

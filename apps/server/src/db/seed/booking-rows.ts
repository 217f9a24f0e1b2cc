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

/** A booking with its people and its history, one step an hour from its creation. */
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
  for (const [index, step] of steps.entries()) {
    await tx.insert(stateTransitions).values({
      machine,
      recordId: row.id,
      transition: step.transition,
      fromState: from,
      toState: step.to,
      actorId: step.by,
      reason: step.reason ?? null,
      createdAt: new Date(createdAt.getTime() + index * HOUR_MS),
    });
    from = step.to;
  }
  return row.id;
}

import type { Queryable } from '../../db/client.ts';
import { bookingParticipants, bookings, stateTransitions } from '../../db/schema.ts';

/** Writing a new booking: its row, its participants and the first row of its history. */

export type NewBooking = typeof bookings.$inferInsert;

export async function insertBooking(tx: Queryable, booking: NewBooking) {
  const [row] = await tx
    .insert(bookings)
    .values(booking)
    .returning({ id: bookings.id, state: bookings.state });
  if (!row) throw new Error('Booking insert returned nothing');
  return row;
}

export async function insertParticipants(
  tx: Queryable,
  bookingId: number,
  people: {
    name: string;
    email: string | null;
    userId: number | null;
    companyPersonId?: number | null;
  }[],
) {
  if (people.length === 0) return;
  await tx.insert(bookingParticipants).values(people.map((person) => ({ ...person, bookingId })));
}

/** The creation of a booking, as the first row of its history (from the empty state). */
export async function insertCreation(
  tx: Queryable,
  entry: { machine: string; bookingId: number; state: string; actorId: number },
) {
  await tx.insert(stateTransitions).values({
    machine: entry.machine,
    recordId: entry.bookingId,
    transition: 'create',
    fromState: '',
    toState: entry.state,
    actorId: entry.actorId,
  });
}

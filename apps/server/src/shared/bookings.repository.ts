import { and, eq } from 'drizzle-orm';
import type { BookingRole } from '@app/contracts/states';
import type { Queryable } from '../db/client.ts';
import { bookingParticipants, bookings, stateTransitions, users } from '../db/schema.ts';
import { isAdminRole } from './memberships.ts';
import { findMembership } from './memberships.repository.ts';
import { displayNameOf } from './people.ts';

/** Who is who on a booking: read by the authorisation table and by the booking services. */
export async function findBookingParties(db: Queryable, bookingId: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      buyerId: bookings.buyerId,
      providerId: bookings.providerId,
      companyId: bookings.companyId,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row ?? null;
}
export type BookingParties = NonNullable<Awaited<ReturnType<typeof findBookingParties>>>;

/**
 * The roles a user holds on a booking: buyer, provider, and approver when they are staff of the
 * company it was made for (and admin too when they are its admin: fee approval); otherwise participant when they are named on it with their account
 * (they read it, and fire nothing). Empty when they are not a party.
 */
export async function bookingRolesOf(
  db: Queryable,
  parties: BookingParties,
  userId: number,
): Promise<BookingRole[]> {
  const roles: BookingRole[] = [];
  if (parties.buyerId === userId) roles.push('buyer');
  if (parties.providerId === userId) roles.push('provider');
  const membership =
    parties.companyId === null ? null : await findMembership(db, userId, parties.companyId);
  if (membership) {
    roles.push('approver');
    if (isAdminRole(membership.userRole)) roles.push('admin');
  }
  if (roles.length === 0 && (await isNamedWithAccount(db, parties.id, userId))) {
    roles.push('participant');
  }
  return roles;
}

async function isNamedWithAccount(db: Queryable, bookingId: number, userId: number) {
  const [row] = await db
    .select({ id: bookingParticipants.id })
    .from(bookingParticipants)
    .where(
      and(eq(bookingParticipants.bookingId, bookingId), eq(bookingParticipants.userId, userId)),
    )
    .limit(1);
  return row !== undefined;
}

/** A person as bookings and their notifications name them: full name, else username. */
export async function findPersonName(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return { name: displayNameOf(row), email: row.email };
}

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

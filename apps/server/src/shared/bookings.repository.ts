import { eq } from 'drizzle-orm';
import type { BookingRole } from '@app/contracts/states';
import type { Queryable } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { findMembership } from './memberships.repository.ts';

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
 * company it was made for. Empty when they are not a party.
 */
export async function bookingRolesOf(
  db: Queryable,
  parties: BookingParties,
  userId: number,
): Promise<BookingRole[]> {
  const roles: BookingRole[] = [];
  if (parties.buyerId === userId) roles.push('buyer');
  if (parties.providerId === userId) roles.push('provider');
  if (parties.companyId !== null && (await findMembership(db, userId, parties.companyId))) {
    roles.push('approver');
  }
  return roles;
}

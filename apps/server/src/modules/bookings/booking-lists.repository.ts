import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { bookingParticipants, bookings, companies, users } from '../../db/schema.ts';
import { sessionAttendanceColumn, sessionsColumn } from './booking-sessions.repository.ts';

export const buyer = alias(users, 'buyer');
const provider = alias(users, 'provider');

/** Who booked, for every list of bookings (joined as `buyer`). */
export const buyerColumns = {
  buyerId: bookings.buyerId,
  buyerUsername: buyer.username,
  buyerFirstName: buyer.firstName,
  buyerLastName: buyer.lastName,
  buyerImage: buyer.profileImage,
};

const summaryColumns = {
  id: bookings.id,
  kind: bookings.kind,
  state: bookings.state,
  eventId: bookings.eventId,
  title: bookings.title,
  url: bookings.listingUrl,
  ...buyerColumns,
  providerId: bookings.providerId,
  providerUsername: provider.username,
  providerFirstName: provider.firstName,
  providerLastName: provider.lastName,
  providerImage: provider.profileImage,
  companyId: bookings.companyId,
  companyName: companies.name,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  sessions: sessionsColumn,
  durationHours: bookings.durationHours,
  proposedDates: bookings.proposedDates,
  participants: bookings.participants,
  unitPriceMinor: bookings.unitPriceMinor,
  quantity: bookings.quantity,
  netMinor: bookings.netMinor,
  vatRateBasisPoints: bookings.vatRateBasisPoints,
  vatMinor: bookings.vatMinor,
  grossMinor: bookings.grossMinor,
  currency: bookings.currency,
  createdAt: bookings.createdAt,
  expiresAt: bookings.expiresAt,
  delivery: bookings.delivery,
  location: bookings.location,
  message: bookings.message,
};

export type BookingRow = Awaited<ReturnType<typeof selectBookingRows>>[number];

function selectBookingRows(db: Queryable, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(bookings)
    .innerJoin(buyer, eq(buyer.id, bookings.buyerId))
    .innerJoin(provider, eq(provider.id, bookings.providerId))
    .leftJoin(companies, eq(companies.id, bookings.companyId))
    .where(where);
}

export type BookingSide =
  | { side: 'buyer'; userId: number }
  | { side: 'provider'; userId: number }
  | { side: 'company'; companyId: number };

function sideCondition(side: BookingSide): SQL {
  switch (side.side) {
    case 'buyer':
      return eq(bookings.buyerId, side.userId);
    case 'provider':
      return eq(bookings.providerId, side.userId);
    case 'company':
      return eq(bookings.companyId, side.companyId);
  }
}

/** What waits for the decision of whoever looks at this side (the badge, awaiting=1). */
export const awaitingStateOf = {
  provider: 'requested',
  buyer: 'offered',
  company: 'awaiting_approval',
} as const;

export async function listBookings(
  db: Queryable,
  query: {
    side: BookingSide;
    /** One state, a group of them, or all (undefined). */
    states?: readonly string[] | undefined;
    limit: number;
    offset: number;
  },
) {
  const where = and(
    sideCondition(query.side),
    query.states === undefined ? undefined : inArray(bookings.state, [...query.states]),
  );
  const rows = await selectBookingRows(db, where)
    .orderBy(desc(bookings.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ total: count() }).from(bookings).where(where);
  return { rows, total: Number(total?.total ?? 0) };
}

export async function countInState(db: Queryable, side: BookingSide, state: string) {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .where(and(sideCondition(side), eq(bookings.state, state)));
  return Number(row?.total ?? 0);
}

export async function findBookingRow(db: Queryable, id: number) {
  const [row] = await selectBookingRows(db, eq(bookings.id, id)).limit(1);
  return row ?? null;
}

/** The people of some bookings and whether they came, in the order they were named. */
export async function selectParticipants(db: Queryable, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({
      bookingId: bookingParticipants.bookingId,
      id: bookingParticipants.id,
      name: bookingParticipants.name,
      email: bookingParticipants.email,
      attendance: bookingParticipants.attendance,
      bySession: sessionAttendanceColumn,
    })
    .from(bookingParticipants)
    .where(inArray(bookingParticipants.bookingId, [...bookingIds]))
    .orderBy(asc(bookingParticipants.id));
}

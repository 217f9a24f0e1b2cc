import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { bookingParticipants, bookings, events, trainingThanks, users } from '../../db/schema.ts';

/**
 * The provider's thank-you after a training: one per event (it reaches every seat booking that
 * had a seat and was not a no-show) or one per topic booking.
 */

/** Seat bookings an event's thank-you reaches: a seat held, and not recorded absent. */
export const thankedSeatStates: readonly string[] = ['booked', 'attended'];

const thanksColumns = {
  id: trainingThanks.id,
  eventId: trainingThanks.eventId,
  bookingId: trainingThanks.bookingId,
  message: trainingThanks.message,
  materials: trainingThanks.materials,
  createdAt: trainingThanks.createdAt,
};
export type ThanksRow = Awaited<ReturnType<typeof selectThanksOf>>[number];

/** A stored thank-you as its readers see it. */
export const thanksOf = (row: ThanksRow | null | undefined) =>
  row
    ? {
        message: row.message,
        materials: row.materials.map((material) => ({ title: material.title, url: material.url })),
        sentAt: row.createdAt.toISOString(),
      }
    : null;

/** The thank-yous of some events and topic bookings, in one query. */
export async function selectThanksOf(
  db: Queryable,
  of: { eventIds: readonly number[]; bookingIds: readonly number[] },
) {
  const conditions: SQL[] = [];
  if (of.eventIds.length > 0) conditions.push(inArray(trainingThanks.eventId, [...of.eventIds]));
  if (of.bookingIds.length > 0) {
    conditions.push(inArray(trainingThanks.bookingId, [...of.bookingIds]));
  }
  if (conditions.length === 0) return [];
  return db
    .select(thanksColumns)
    .from(trainingThanks)
    .where(or(...conditions));
}

/** The thank-you that reaches one booking, if any. */
export async function findThanksOf(
  db: Queryable,
  booking: { id: number; eventId: number | null; state: string },
) {
  if (booking.eventId !== null && !thankedSeatStates.includes(booking.state)) return null;
  const [row] =
    booking.eventId !== null
      ? await selectThanksOf(db, { eventIds: [booking.eventId], bookingIds: [] })
      : await selectThanksOf(db, { eventIds: [], bookingIds: [booking.id] });
  return row ?? null;
}

/** What thanking an event needs to know: whose it is, whether it is over or called off. */
export async function findEventToThank(db: Queryable, eventId: number) {
  const [row] = await db
    .select({
      id: events.id,
      providerId: events.userId,
      endsAt: events.endsAt,
      runState: events.runState,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}

/** Stores the thank-you; a second one for the same event or booking breaks a unique index. */
export async function insertThanks(tx: Queryable, thanks: typeof trainingThanks.$inferInsert) {
  const [row] = await tx.insert(trainingThanks).values(thanks).returning(thanksColumns);
  if (!row) throw new Error('Thanks insert returned nothing');
  return row;
}

/** A thank-you with what its notifications and e-mails say: the provider and the title. */
export async function findThanksNotice(db: Queryable, thanksId: number) {
  const [row] = await db
    .select({
      ...thanksColumns,
      providerId: trainingThanks.providerId,
      providerLanguage: users.language,
      eventTitle: events.title,
      bookingTitle: bookings.title,
    })
    .from(trainingThanks)
    .innerJoin(users, eq(users.id, trainingThanks.providerId))
    .leftJoin(events, eq(events.id, trainingThanks.eventId))
    .leftJoin(bookings, eq(bookings.id, trainingThanks.bookingId))
    .where(eq(trainingThanks.id, thanksId));
  return row ?? null;
}

/** Everyone a thank-you reaches: each booking's buyer and people (with their attendance). */
export async function selectThanksRecipients(
  db: Queryable,
  thanks: { eventId: number | null; bookingId: number | null },
) {
  const reached =
    thanks.eventId !== null
      ? and(eq(bookings.eventId, thanks.eventId), inArray(bookings.state, [...thankedSeatStates]))
      : eq(bookings.id, thanks.bookingId ?? 0);
  return db
    .select({
      bookingId: bookings.id,
      buyerId: bookings.buyerId,
      participantId: bookingParticipants.id,
      userId: bookingParticipants.userId,
      email: bookingParticipants.email,
      attendance: bookingParticipants.attendance,
      thankedAt: bookingParticipants.thankedAt,
    })
    .from(bookings)
    .leftJoin(bookingParticipants, eq(bookingParticipants.bookingId, bookings.id))
    .where(reached)
    .orderBy(bookings.id, bookingParticipants.id);
}

/**
 * Marks a participant thanked by e-mail, once (compare-and-swap): answers their address and name
 * when this call marked them, null when they were already.
 */
export async function markParticipantThanked(tx: Queryable, participantId: number) {
  const [row] = await tx
    .update(bookingParticipants)
    .set({ thankedAt: new Date() })
    .where(and(eq(bookingParticipants.id, participantId), isNull(bookingParticipants.thankedAt)))
    .returning({ email: bookingParticipants.email, name: bookingParticipants.name });
  return row ?? null;
}

/** The e-mail could not be sent: the mark goes, so the job's retry sends it. */
export async function clearParticipantThanked(db: Queryable, participantId: number) {
  await db
    .update(bookingParticipants)
    .set({ thankedAt: null })
    .where(eq(bookingParticipants.id, participantId));
}

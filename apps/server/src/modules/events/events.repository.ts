import { seatHoldingStates, type PublicationState } from '@app/contracts/states';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { selectEventCards } from '../topics/index.ts';
import {
  bookingParticipants,
  bookings,
  events,
  topics,
  users,
  type StoredCatalogueImage,
} from '../../db/schema.ts';

/** Every column a form writes, each given (null where empty). */
export type EventValues = Required<
  Omit<
    typeof events.$inferInsert,
    | 'id'
    | 'userId'
    | 'url'
    | 'status'
    | 'publishedAt'
    | 'images'
    | 'createdAt'
    | 'updatedAt'
    // Kept by the bookings (seat counter, go/no-go), never by the editor.
    | 'seatsTaken'
    | 'runState'
  >
>;

/** What the rules of the service need to know about a stored event. */
export interface EventState {
  id: number;
  userId: number;
  url: string;
  status: PublicationState;
  description: string;
  delivery: 'in_person' | 'online' | 'blended';
  location: string | null;
  onlineUrl: string | null;
  startsAt: Date;
  endsAt: Date;
  images: StoredCatalogueImage[];
  publishedAt: Date | null;
}

const stateColumns = {
  id: events.id,
  userId: events.userId,
  url: events.url,
  status: events.status,
  description: events.description,
  delivery: events.delivery,
  location: events.location,
  onlineUrl: events.onlineUrl,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  images: events.images,
  publishedAt: events.publishedAt,
};

/** Where an event's url lives, for lib/slugs.ts: unique without regard to case. */
export const eventSlugTarget = {
  table: events,
  column: events.url,
  urlIndex: 'events_url_lower_key',
};

export async function insertEvent(
  tx: Queryable,
  values: EventValues & { userId: number; url: string },
): Promise<{ id: number; url: string }> {
  const [row] = await tx
    .insert(events)
    .values({ ...values, status: 'draft' })
    .returning({ id: events.id, url: events.url });
  if (!row) throw new Error('Event insert returned nothing');
  return row;
}

/** The event's state, locked until the transaction ends; null when there is none. */
export async function lockEvent(tx: Queryable, id: number): Promise<EventState | null> {
  const [row] = await tx.select(stateColumns).from(events).where(eq(events.id, id)).for('update');
  return row ?? null;
}

export async function updateEventValues(tx: Queryable, id: number, values: EventValues) {
  await tx
    .update(events)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(events.id, id));
}

export async function updateEventImages(tx: Queryable, id: number, images: StoredCatalogueImage[]) {
  await tx
    .update(events)
    .set({ images, updatedAt: sql`now()` })
    .where(eq(events.id, id));
}

export async function deleteEventRow(tx: Queryable, id: number) {
  await tx.delete(events).where(eq(events.id, id));
}

/** The owner's topics an event can be linked to, by title. */
export async function selectLinkableTopics(db: Queryable, userId: number, limit: number) {
  return db
    .select({ id: topics.id, title: topics.title, status: topics.status })
    .from(topics)
    .where(eq(topics.userId, userId))
    .orderBy(asc(sql`lower(${topics.title})`), asc(topics.id))
    .limit(limit);
}

export interface OwnEventsQuery {
  userId: number;
  status?: PublicationState;
  when?: 'upcoming' | 'past';
  limit: number;
  offset: number;
  now: Date;
}

function ownEventsCondition(query: OwnEventsQuery): SQL | undefined {
  return and(
    eq(events.userId, query.userId),
    query.status ? eq(events.status, query.status) : undefined,
    // An event under way still counts as upcoming: its page and link are still needed.
    query.when === 'upcoming' ? gt(events.endsAt, query.now) : undefined,
    query.when === 'past' ? lte(events.endsAt, query.now) : undefined,
  );
}

/** The owner's events as cards, with their status, and how many there are in all. */
export async function listOwnEvents(db: Queryable, query: OwnEventsQuery) {
  const where = ownEventsCondition(query);
  const orderBy =
    query.when === 'past'
      ? [desc(events.startsAt), desc(events.id)]
      : [asc(events.startsAt), asc(events.id)];
  const [cards, [total]] = await Promise.all([
    selectEventCards(db, { where, orderBy, limit: query.limit, offset: query.offset }),
    db.select({ value: count() }).from(events).where(where),
  ]);
  const ids = cards.map((card) => card.id);
  const statuses =
    ids.length === 0
      ? []
      : await db
          .select({ id: events.id, status: events.status })
          .from(events)
          .where(inArray(events.id, ids));
  const statusOf = new Map(statuses.map((row) => [row.id, row.status]));
  return {
    events: cards.map((card) => ({ ...card, status: statusOf.get(card.id) ?? 'draft' })),
    total: total?.value ?? 0,
  };
}

/** An event by url (any case) with its provider and linked topic; null when none. */
export async function findEventPage(db: Queryable, url: string) {
  const [row] = await db
    .select({
      id: events.id,
      userId: events.userId,
      url: events.url,
      title: events.title,
      description: events.description,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      timeZone: events.timeZone,
      delivery: events.delivery,
      location: events.location,
      onlineUrl: events.onlineUrl,
      capacity: events.capacity,
      seatsTaken: events.seatsTaken,
      runState: events.runState,
      price: events.priceMinor,
      currency: events.currency,
      language: events.language,
      images: events.images,
      status: events.status,
      providerIsActive: users.isActive,
      vatRateBasisPoints: users.vatRateBasisPoints,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      headline: users.headline,
      profileImage: users.profileImage,
      topicId: topics.id,
      topicUrl: topics.url,
      topicTitle: topics.title,
      topicStatus: topics.status,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .leftJoin(topics, eq(topics.id, events.topicId))
    .where(sql`lower(${events.url}) = ${url.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** Every stored field of an event, for its owner's editor. */
export async function findEventForm(db: Queryable, id: number) {
  const [row] = await db
    .select({
      ...stateColumns,
      title: events.title,
      timeZone: events.timeZone,
      capacity: events.capacity,
      price: events.priceMinor,
      currency: events.currency,
      language: events.language,
      topicId: events.topicId,
      minAttendees: events.minAttendees,
      goNoGoAt: events.goNoGoAt,
    })
    .from(events)
    .where(eq(events.id, id))
    .limit(1);
  return row ?? null;
}

/** The viewer's latest seat booking at an event that still counts (not cancelled or lapsed). */
export async function findViewerSeatBooking(db: Queryable, eventId: number, userId: number) {
  const [row] = await db
    .select({ id: bookings.id, state: bookings.state })
    .from(bookings)
    .where(
      and(
        eq(bookings.eventId, eventId),
        eq(bookings.buyerId, userId),
        notInArray(bookings.state, ['cancelled', 'lapsed']),
      ),
    )
    .orderBy(desc(bookings.id))
    .limit(1);
  return row ?? null;
}

/**
 * Whether someone holds seats at an event: they booked them, or are named on a booking of them
 * with their account (a colleague a manager booked for), and the booking still holds its seats.
 */
export async function holdsSeatsAt(db: Queryable, eventId: number, userId: number) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .leftJoin(
      bookingParticipants,
      and(eq(bookingParticipants.bookingId, bookings.id), eq(bookingParticipants.userId, userId)),
    )
    .where(
      and(
        eq(bookings.eventId, eventId),
        inArray(bookings.state, [...seatHoldingStates]),
        or(eq(bookings.buyerId, userId), isNotNull(bookingParticipants.id)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

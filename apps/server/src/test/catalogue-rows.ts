import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Category } from '@app/contracts/catalogue';
import type { Database } from '../db/client.ts';
import { bookings, events, quotes, requirements, reviews, topics, users } from '../db/schema.ts';
import { createUser } from './app.ts';

/**
 * Catalogue rows written straight into the database, for tests of lists (favourites, home,
 * profiles) that must not depend on the creation actions.
 */

const slug = (prefix: string) => `${prefix}-${crypto.randomBytes(5).toString('hex')}`;
const HOUR = 60 * 60 * 1000;

/**
 * The trainer profile publishing asks for (modules/topics/publication.ts): a name, a few words and a
 * skill. The name ends with the username, which tests look for in what pages show.
 */
export async function giveTrainerProfile(db: Database, user: { id: number; username: string }) {
  await db
    .update(users)
    .set({
      firstName: 'Trainer',
      lastName: user.username,
      bio: 'Practical training for companies.',
      skills: ['Excel'],
    })
    .where(eq(users.id, user.id));
}

export async function createProvider(db: Database) {
  const user = await createUser(db);
  await db.update(users).set({ serviceType: 'provider' }).where(eq(users.id, user.id));
  return user;
}

export async function insertTopic(
  db: Database,
  userId: number,
  values: Partial<typeof topics.$inferInsert> = {},
) {
  const url = values.url ?? slug('topic');
  const status = values.status ?? 'published';
  const [row] = await db
    .insert(topics)
    .values({
      userId,
      url,
      title: `Topic ${url}`,
      category: 'leadership' satisfies Category,
      priceMinor: 50_000,
      status,
      publishedAt: status === 'published' ? new Date() : null,
      ...values,
    })
    .returning({ id: topics.id, url: topics.url, title: topics.title });
  if (!row) throw new Error('topic insert returned nothing');
  return row;
}

/**
 * A free booking of one participant of a topic by `buyerId`, in `state`, with the topic's title
 * and provider (the state is written straight, as a test needs it).
 */
export async function insertTopicBooking(
  db: Database,
  booking: { topicId: number; buyerId: number; state: string },
): Promise<{ id: number; providerId: number }> {
  const [topic] = await db
    .select({ userId: topics.userId, title: topics.title, url: topics.url })
    .from(topics)
    .where(eq(topics.id, booking.topicId));
  if (!topic) throw new Error('no such topic');
  const [row] = await db
    .insert(bookings)
    .values({
      kind: 'topic',
      state: booking.state,
      topicId: booking.topicId,
      title: topic.title,
      listingUrl: `/topic/${topic.url}`,
      buyerId: booking.buyerId,
      providerId: topic.userId,
      participants: 1,
      unitPriceMinor: 0,
      netMinor: 0,
      quantity: 1,
      vatRateBasisPoints: 0,
      vatMinor: 0,
      grossMinor: 0,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking insert returned nothing');
  return { id: row.id, providerId: topic.userId };
}

/**
 * A verified review: written by `userId` on a completed booking of the topic they made (the
 * trigger keeps the topic's rating from verified reviews only).
 */
export async function insertVerifiedReview(
  db: Database,
  review: { topicId: number; userId: number; ratingHalves: number; comment?: string | null },
) {
  const booking = await insertTopicBooking(db, {
    topicId: review.topicId,
    buyerId: review.userId,
    state: 'completed',
  });
  await db
    .insert(reviews)
    .values({ ...review, providerId: booking.providerId, bookingId: booking.id });
}

/** Verified reviews by fresh users; `halves` 2..10 each. */
export async function insertReviews(db: Database, topicId: number, halves: number[]) {
  for (const ratingHalves of halves) {
    const reviewer = await createUser(db);
    await insertVerifiedReview(db, { topicId, userId: reviewer.id, ratingHalves });
  }
}

export async function insertEvent(
  db: Database,
  userId: number,
  values: Partial<typeof events.$inferInsert> & { startsInHours?: number } = {},
) {
  const { startsInHours = 48, ...rest } = values;
  const startsAt = new Date(Date.now() + startsInHours * HOUR);
  const url = rest.url ?? slug('event');
  const [row] = await db
    .insert(events)
    .values({
      userId,
      url,
      title: `Event ${url}`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * HOUR),
      status: 'published',
      publishedAt: new Date(),
      ...rest,
    })
    .returning({ id: events.id, url: events.url });
  if (!row) throw new Error('event insert returned nothing');
  return row;
}

export async function insertRequirement(
  db: Database,
  userId: number,
  values: Partial<typeof requirements.$inferInsert> = {},
) {
  const url = values.url ?? slug('need');
  const [row] = await db
    .insert(requirements)
    .values({ userId, url, title: `Need ${url}`, category: 'sales', ...values })
    .returning({ id: requirements.id, url: requirements.url });
  if (!row) throw new Error('requirement insert returned nothing');
  return row;
}

export async function deactivateUser(db: Database, userId: number) {
  await db
    .update(users)
    .set({ isActive: false, deactivatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** A submitted flat quote of 1,000 € for a requirement, a date a month ahead, valid ten days. */
export async function insertQuote(
  db: Database,
  quote: { requirementId: number; providerId: number },
): Promise<{ id: number }> {
  const day = 24 * 60 * 60 * 1000;
  const [row] = await db
    .insert(quotes)
    .values({
      ...quote,
      pricing: 'flat',
      priceMinor: 100_000,
      vatRateBasisPoints: 2200,
      proposedDates: [new Date(Date.now() + 30 * day).toISOString()],
      delivery: 'online',
      validUntil: new Date(Date.now() + 10 * day).toISOString().slice(0, 10),
    })
    .returning({ id: quotes.id });
  if (!row) throw new Error('quote insert returned nothing');
  return row;
}

import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Category } from '@app/contracts/catalogue';
import type { Database } from '../db/client.ts';
import { events, requirements, reviews, topics, users } from '../db/schema.ts';
import { createUser } from './app.ts';

/**
 * Catalogue rows written straight into the database, for tests of lists (favourites, home,
 * profiles) that must not depend on the creation actions.
 */

const slug = (prefix: string) => `${prefix}-${crypto.randomBytes(5).toString('hex')}`;
const HOUR = 60 * 60 * 1000;

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

/** Reviews by fresh users; `halves` 2..10 each. The trigger keeps the topic's rating. */
export async function insertReviews(db: Database, topicId: number, halves: number[]) {
  for (const ratingHalves of halves) {
    const reviewer = await createUser(db);
    await db.insert(reviews).values({ topicId, userId: reviewer.id, ratingHalves });
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

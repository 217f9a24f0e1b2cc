import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TopicCard } from '@app/contracts/catalogue';
import type { Database } from '../../db/client.ts';
import { isListedTopic, selectTopicCards } from '../topics/index.ts';
import { favourites, topics, users } from '../../db/schema.ts';

/** Whether the topic may be favourited: published, by an active provider. */
export async function isTopicListed(db: Database, topicId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: topics.id })
    .from(topics)
    .innerJoin(users, eq(users.id, topics.userId))
    .where(and(eq(topics.id, topicId), isListedTopic))
    .limit(1);
  return row !== undefined;
}

/**
 * Adds the favourite in one statement, only when the topic is listed; an existing favourite is
 * left as it was. Answers whether a row was added.
 */
export async function insertListedFavourite(
  db: Database,
  userId: number,
  topicId: number,
): Promise<boolean> {
  const listed = db
    // The same columns, in the same order, as the table (drizzle's rule for insert … select).
    .select({
      userId: sql<number>`${userId}::int`.as('user_id'),
      topicId: topics.id,
      createdAt: sql<Date>`now()`.as('created_at'),
    })
    .from(topics)
    .innerJoin(users, eq(users.id, topics.userId))
    .where(and(eq(topics.id, topicId), isListedTopic));
  const added = await db
    .insert(favourites)
    .select(listed)
    .onConflictDoNothing({ target: [favourites.userId, favourites.topicId] })
    .returning({ topicId: favourites.topicId });
  return added.length > 0;
}

export async function deleteFavourite(db: Database, userId: number, topicId: number) {
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.topicId, topicId)));
}

/** The user's favourites that are listed (the same condition for the page and its count). */
const isListedFavouriteOf = (userId: number) =>
  and(
    isListedTopic,
    sql`exists (select 1 from ${favourites} where ${favourites.userId} = ${userId} and ${favourites.topicId} = ${topics.id})`,
  );

export async function countListedFavourites(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(favourites)
    .innerJoin(topics, eq(topics.id, favourites.topicId))
    .innerJoin(users, eq(users.id, topics.userId))
    .where(and(eq(favourites.userId, userId), isListedTopic));
  return row?.total ?? 0;
}

/** A page of the user's listed favourites, the newest favourite first. */
export async function selectFavouriteCards(
  db: Database,
  userId: number,
  page: { start: number; limit: number },
): Promise<TopicCard[]> {
  const favouredAt = sql`(select ${favourites.createdAt} from ${favourites} where ${favourites.userId} = ${userId} and ${favourites.topicId} = ${topics.id})`;
  return selectTopicCards(db, userId, {
    where: isListedFavouriteOf(userId),
    orderBy: [sql`${favouredAt} desc`, desc(topics.id)],
    limit: page.limit,
    offset: page.start,
  });
}

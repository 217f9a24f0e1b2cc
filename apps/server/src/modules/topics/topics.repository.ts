import { and, count, desc, eq, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { isFavouriteOf, isListedTopic, selectTopicCards } from './catalogue-cards.repository.ts';
import { reviews, topics, users, type StoredCatalogueImage } from '../../db/schema.ts';
import { findProviderRating } from '../reviews/index.ts';

type TopicStatus = (typeof topics.$inferSelect)['status'];

/** The columns a topic's form writes (everything but owner, url, images, status and times). */
export interface TopicValues {
  title: string;
  category: string;
  description: string;
  outcomes: string[];
  audience: string | null;
  durationHours: number | null;
  delivery: 'in_person' | 'online' | 'blended';
  languages: string[];
  location: string | null;
  priceMinor: number;
  currency: string;
}

/** Where a topic's url lives, for lib/slugs.ts: unique without regard to case. */
export const topicSlugTarget = {
  table: topics,
  column: topics.url,
  urlIndex: 'topics_url_lower_key',
};

/** Inserts a draft under the url given (the service picks a free one). */
export async function insertDraftTopic(
  tx: Queryable,
  userId: number,
  url: string,
  values: TopicValues,
): Promise<{ id: number; url: string }> {
  const [row] = await tx
    .insert(topics)
    .values({ ...values, userId, url, status: 'draft' })
    .returning({ id: topics.id, url: topics.url });
  if (!row) throw new Error('The insert returned no row');
  return row;
}

/** A topic's row locked for the rest of the transaction; null when there is none. */
export async function lockTopic(tx: Queryable, id: number) {
  const [row] = await tx
    .select({
      id: topics.id,
      userId: topics.userId,
      url: topics.url,
      title: topics.title,
      category: topics.category,
      description: topics.description,
      priceMinor: topics.priceMinor,
      images: topics.images,
      status: topics.status,
      publishedAt: topics.publishedAt,
    })
    .from(topics)
    .where(eq(topics.id, id))
    .for('update');
  return row ?? null;
}

export async function updateTopicRow(
  tx: Queryable,
  id: number,
  // The state changes only through the publication machine (modules/topics/publication.ts).
  patch: Partial<TopicValues> & { images?: StoredCatalogueImage[] },
): Promise<void> {
  await tx
    .update(topics)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(topics.id, id));
}

export async function deleteTopicRow(tx: Queryable, id: number): Promise<void> {
  await tx.delete(topics).where(eq(topics.id, id));
}

export async function selectOwnTopics(
  db: Queryable,
  userId: number,
  status: TopicStatus | undefined,
  page: { limit: number; offset: number },
) {
  const where = status
    ? and(eq(topics.userId, userId), eq(topics.status, status))
    : eq(topics.userId, userId);
  return db
    .select({
      id: topics.id,
      url: topics.url,
      title: topics.title,
      category: topics.category,
      status: topics.status,
      images: topics.images,
      priceMinor: topics.priceMinor,
      currency: topics.currency,
      ratingAverage: topics.ratingAverage,
      reviewCount: topics.reviewCount,
      updatedAt: topics.updatedAt,
      publishedAt: topics.publishedAt,
    })
    .from(topics)
    .where(where)
    .orderBy(desc(topics.updatedAt), desc(topics.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOwnTopics(db: Queryable, userId: number) {
  const rows = await db
    .select({ status: topics.status, total: count() })
    .from(topics)
    .where(eq(topics.userId, userId))
    .groupBy(topics.status);
  const counts = { draft: 0, published: 0, hidden: 0 };
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/** A topic of an active provider, by id or by url (any case), with what its page shows. */
export async function findTopicOfActiveProvider(
  db: Queryable,
  key: { id: number } | { url: string },
  viewerId: number | null,
) {
  const match: SQL =
    'id' in key ? eq(topics.id, key.id) : sql`lower(${topics.url}) = ${key.url.toLowerCase()}`;
  const isFavourite = isFavouriteOf(viewerId);
  const [row] = await db
    .select({
      id: topics.id,
      userId: topics.userId,
      url: topics.url,
      title: topics.title,
      category: topics.category,
      description: topics.description,
      outcomes: topics.outcomes,
      audience: topics.audience,
      durationHours: topics.durationHours,
      delivery: topics.delivery,
      languages: topics.languages,
      location: topics.location,
      priceMinor: topics.priceMinor,
      currency: topics.currency,
      images: topics.images,
      status: topics.status,
      ratingAverage: topics.ratingAverage,
      reviewCount: topics.reviewCount,
      publishedAt: topics.publishedAt,
      isFavourite,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      headline: users.headline,
      profileImage: users.profileImage,
      vatRateBasisPoints: users.vatRateBasisPoints,
    })
    .from(topics)
    .innerJoin(users, eq(users.id, topics.userId))
    .where(and(match, eq(users.isActive, true)))
    .limit(1);
  return row ?? null;
}

/**
 * A provider's standing: their listed topics, and stars from the verified reviews of all their
 * trainings (modules/reviews/provider-ratings.repository.ts).
 */
export async function summarizeProvider(db: Queryable, userId: number) {
  const [[row], rating] = await Promise.all([
    db
      .select({ topicCount: count() })
      .from(topics)
      .innerJoin(users, eq(users.id, topics.userId))
      .where(and(eq(topics.userId, userId), isListedTopic)),
    findProviderRating(db, userId),
  ]);
  return {
    topicCount: Number(row?.topicCount ?? 0),
    reviewCount: rating.reviewCount,
    average: rating.rating,
  };
}

/**
 * The latest verified reviews (tied to a booking) of a topic by active users, and by erased ones
 * (decisions.md: their reviews stay, signed "former user": an empty username here).
 */
export async function selectLatestReviews(db: Queryable, topicId: number, limit: number) {
  return db
    .select({
      username: sql<string>`case when ${users.erasedAt} is null then ${users.username} else '' end`,
      ratingHalves: reviews.ratingHalves,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      reply: reviews.reply,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(
      and(
        eq(reviews.topicId, topicId),
        isNotNull(reviews.bookingId),
        eq(reviews.state, 'visible'),
        or(eq(users.isActive, true), isNotNull(users.erasedAt)),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/** Listed topics of the same category, best rated first, this one left out. */
export function selectRelatedTopics(
  db: Queryable,
  viewerId: number | null,
  topic: { id: number; category: string },
  limit: number,
) {
  return selectTopicCards(db, viewerId, {
    where: and(isListedTopic, eq(topics.category, topic.category), ne(topics.id, topic.id)),
    orderBy: [desc(topics.ratingAverage), desc(topics.reviewCount), desc(topics.id)],
    limit,
  });
}

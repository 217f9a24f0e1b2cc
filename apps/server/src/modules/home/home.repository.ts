import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Category } from '@app/contracts/catalogue';
import type { Database } from '../../db/client.ts';
import {
  isListedEvent,
  isListedRequirement,
  isListedTopic,
  isOpenRequirement,
  isUpcomingEvent,
  providerCardColumns,
  providerCardOf,
  selectEventCards,
  selectRequirementCards,
  selectTopicCards,
} from '../topics/index.ts';
import { events, requirements, topics, users } from '../../db/schema.ts';
import { providerStars } from '../reviews/index.ts';

/**
 * "Top-rated topics" read in the order of the stars their cards show: the average rounded to the
 * half star as the card draws it (roundToHalf, in numeric so that 4.25 rounds up as in the card),
 * then the number of reviews behind it, so that a 5 from twelve people comes before a 5 from one,
 * then the exact average, then the newest; unrated topics (0 stars) come last. Not stars × reviews,
 * which put a 4.0 from ten people above a 5.0 from three; and not a Bayesian average, which would
 * rank a card showing 4.5 above one showing 5.0 with nothing on the page to say why.
 */
const topRated = [
  sql`round((${topics.ratingAverage} * 2)::numeric) / 2 desc`,
  desc(topics.reviewCount),
  desc(topics.ratingAverage),
  sql`${topics.publishedAt} desc nulls last`,
  desc(topics.id),
];

export async function selectTopCategories(db: Database, limit: number) {
  const rows = await db
    .select({ category: topics.category, count: count() })
    .from(topics)
    .innerJoin(users, eq(users.id, topics.userId))
    .where(isListedTopic)
    .groupBy(topics.category)
    .orderBy(desc(count()), topics.category)
    .limit(limit);
  return rows.map((row) => ({ category: row.category as Category, count: row.count }));
}

export function selectPopularTopics(db: Database, viewerId: number | null, limit: number) {
  return selectTopicCards(db, viewerId, { where: isListedTopic, orderBy: topRated, limit });
}

export function selectUpcomingEvents(db: Database, limit: number, userId?: number) {
  return selectEventCards(db, {
    where: and(
      isListedEvent,
      isUpcomingEvent,
      userId === undefined ? undefined : eq(events.userId, userId),
    ),
    orderBy: [asc(events.startsAt), asc(events.id)],
    limit,
  });
}

export function selectOpenRequirements(db: Database, limit: number) {
  return selectRequirementCards(db, {
    where: and(isListedRequirement, isOpenRequirement),
    limit,
  });
}

/**
 * Active providers with published topics, best rated first. Their rating counts the verified
 * reviews of all their trainings (modules/reviews/provider-ratings.repository.ts).
 */
export async function selectFeaturedProviders(db: Database, limit: number) {
  const stats = db
    .select({
      userId: topics.userId,
      topicCount: sql<number>`count(*)::int`.as('topic_count'),
    })
    .from(topics)
    .where(eq(topics.status, 'published'))
    .groupBy(topics.userId)
    .as('stats');
  const rows = await db
    .select({
      ...providerCardColumns,
      topicCount: stats.topicCount,
    })
    .from(stats)
    .innerJoin(users, eq(users.id, stats.userId))
    .where(eq(users.isActive, true))
    .orderBy(desc(providerStars), desc(users.reviewCount), desc(stats.topicCount), users.id)
    .limit(limit);
  return rows.map(providerCardOf);
}

/** How much the marketplace holds, in one round trip. */
export async function selectTotals(db: Database) {
  // Both drivers answer raw SQL with `rows`.
  const result = (await db.execute<Record<string, unknown>>(sql`
    select
      (select count(*)::int from ${topics} t join ${users} u on u.id = t.user_id
        where t.status = 'published' and u.is_active) as topics,
      (select count(distinct t.user_id)::int from ${topics} t join ${users} u on u.id = t.user_id
        where t.status = 'published' and u.is_active) as providers,
      (select count(*)::int from ${events} e join ${users} u on u.id = e.user_id
        where e.status = 'published' and u.is_active and e.ends_at > now()) as events,
      (select count(*)::int from ${requirements} r join ${users} u on u.id = r.user_id
        where r.status = 'open' and u.is_active
          and (r.deadline is null or r.deadline >= current_date)) as requirements
  `)) as {
    rows: Array<Record<'topics' | 'providers' | 'events' | 'requirements', unknown>>;
  };
  const row = result.rows[0];
  return {
    topics: Number(row?.topics ?? 0),
    providers: Number(row?.providers ?? 0),
    events: Number(row?.events ?? 0),
    requirements: Number(row?.requirements ?? 0),
  };
}

/** What the trainer-setup area needs to know about a signed-in viewer, in one query. */
export async function selectSetupProgress(db: Database, userId: number) {
  const [row] = await db
    .select({
      serviceType: users.serviceType,
      // The trainer profile a first topic needs (contracts' requiredTrainerProfileItems).
      profileFilled: sql<boolean>`(coalesce(${users.firstName}, '') <> '' and coalesce(${users.lastName}, '') <> '' and coalesce(${users.bio}, '') <> '' and jsonb_array_length(${users.skills}) > 0)`,
      topics: sql<number>`(select count(*)::int from ${topics} where ${topics.userId} = ${userId})`,
      publishedTopics: sql<number>`(select count(*)::int from ${topics} where ${topics.userId} = ${userId} and ${topics.status} = 'published')`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    isProvider: row.serviceType === 'provider',
    profileFilled: Boolean(row.profileFilled),
    topics: Number(row.topics),
    publishedTopics: Number(row.publishedTopics),
  };
}

import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  isListedRequirement,
  isListedTopic,
  isOpenRequirement,
  selectRequirementCards,
  selectTopicCards,
} from '../topics/index.ts';
import { requirements, topics, users } from '../../db/schema.ts';
import { findProviderRating } from '../reviews/index.ts';

/** An active user found by username (any case) or by numeric id: its id and profile's visibility. */
export async function findActiveUserId(
  db: Database,
  key: { username: string | null; id: number | null },
) {
  const matches: SQL[] = [];
  if (key.username !== null) {
    matches.push(sql`lower(${users.username}) = ${key.username.toLowerCase()}`);
  }
  if (key.id !== null) matches.push(eq(users.id, key.id));
  if (matches.length === 0) return null;
  const [row] = await db
    .select({ userId: users.id, profileState: users.profileState })
    .from(users)
    .where(and(eq(users.isActive, true), or(...matches)))
    .limit(1);
  return row ?? null;
}

/** The provider's rating (verified reviews of all their trainings) and published topics. */
export async function selectProviderStats(db: Database, userId: number) {
  const [[row], rating] = await Promise.all([
    db
      .select({ topicCount: count() })
      .from(topics)
      .where(and(eq(topics.userId, userId), eq(topics.status, 'published'))),
    findProviderRating(db, userId),
  ]);
  return { topicCount: Number(row?.topicCount ?? 0), ...rating };
}

export function selectProfileTopics(
  db: Database,
  viewerId: number | null,
  userId: number,
  limit: number,
) {
  return selectTopicCards(db, viewerId, {
    where: and(isListedTopic, eq(topics.userId, userId)),
    orderBy: [sql`${topics.publishedAt} desc nulls last`, desc(topics.id)],
    limit,
  });
}

/** Open requirements the seeker chose to show on their profile. */
export function selectProfileRequirements(db: Database, userId: number, limit: number) {
  return selectRequirementCards(db, {
    where: and(
      isListedRequirement,
      isOpenRequirement,
      eq(requirements.showOnProfile, true),
      eq(requirements.userId, userId),
    ),
    limit,
  });
}

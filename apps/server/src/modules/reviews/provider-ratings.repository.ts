import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * A provider's rating, wherever one is shown (public profile, featured providers, topic pages,
 * quote comparison): the verified reviews of all their trainings, topics, events and quotes alike,
 * counted by the triggers on reviews (migration 0037) into their user row.
 */

/** Stars (1 to 5, not rounded; 0 without reviews) from the counters on the user row. */
export const providerStars = sql<number>`case when ${users.reviewCount} > 0 then ${users.ratingHalvesTotal}::float8 / ${users.reviewCount} / 2 else 0 end`;

export async function selectProviderRatings(db: Queryable, providerIds: readonly number[]) {
  if (providerIds.length === 0) return [];
  const rows = await db
    .select({ providerId: users.id, reviewCount: users.reviewCount, rating: providerStars })
    .from(users)
    .where(inArray(users.id, [...providerIds]));
  return rows.map((row) => ({ ...row, rating: Number(row.rating) }));
}

export async function findProviderRating(db: Queryable, providerId: number) {
  const [row] = await db
    .select({ reviewCount: users.reviewCount, rating: providerStars })
    .from(users)
    .where(eq(users.id, providerId));
  return { reviewCount: row?.reviewCount ?? 0, rating: Number(row?.rating ?? 0) };
}

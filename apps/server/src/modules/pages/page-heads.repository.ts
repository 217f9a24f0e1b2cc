import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { events, topics, users } from '../../db/schema.ts';

/** What a listing's page says about it before scripts run: its published row and its owner. */

const owner = {
  ownerUsername: users.username,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerProfileType: users.profileType,
};

export async function findPublishedTopic(db: Queryable, url: string) {
  const [row] = await db
    .select({
      title: topics.title,
      url: topics.url,
      description: topics.description,
      category: topics.category,
      priceMinor: topics.priceMinor,
      currency: topics.currency,
      images: topics.images,
      languages: topics.languages,
      durationHours: topics.durationHours,
      delivery: topics.delivery,
      location: topics.location,
      ratingAverage: topics.ratingAverage,
      reviewCount: topics.reviewCount,
      updatedAt: topics.updatedAt,
      ...owner,
    })
    .from(topics)
    .innerJoin(users, eq(users.id, topics.userId))
    .where(
      and(
        sql`lower(${topics.url}) = ${url.toLowerCase()}`,
        eq(topics.status, 'published'),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findPublishedEvent(db: Queryable, url: string) {
  const [row] = await db
    .select({
      title: events.title,
      url: events.url,
      description: events.description,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      delivery: events.delivery,
      location: events.location,
      capacity: events.capacity,
      seatsTaken: events.seatsTaken,
      runState: events.runState,
      priceMinor: events.priceMinor,
      currency: events.currency,
      images: events.images,
      ...owner,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(
      and(
        sql`lower(${events.url}) = ${url.toLowerCase()}`,
        eq(events.status, 'published'),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * An active account by username (any case) or numeric id, as the public profile finds it for
 * everyone: one the staff hid is not (its owner and the staff read it in the app).
 */
export async function findPublicProfile(db: Queryable, key: string) {
  const matches: SQL[] = [sql`lower(${users.username}) = ${key.toLowerCase()}`];
  if (/^\d{1,9}$/.test(key)) matches.push(eq(users.id, Number(key)));
  const [row] = await db
    .select({
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      headline: users.headline,
      bio: users.bio,
      profileImage: users.profileImage,
      profileType: users.profileType,
      serviceType: users.serviceType,
      location: users.location,
      website: users.website,
    })
    .from(users)
    .where(and(eq(users.isActive, true), eq(users.profileState, 'visible'), or(...matches)))
    .limit(1);
  return row ?? null;
}

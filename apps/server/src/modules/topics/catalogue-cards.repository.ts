import { and, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  roundToHalf,
  type EventCard,
  type ProviderCard,
  type RequirementCard,
  type TopicCard,
} from '@app/contracts/catalogue';
import type { Queryable } from '../../db/client.ts';
import { events, favourites, requirements, topics, users } from '../../db/schema.ts';
import { displayNameOf } from '../accounts/index.ts';
import { providerStars } from '../reviews/index.ts';

/**
 * The card shapes of the contract (catalogue.ts), selected once for every list that shows them:
 * search, favourites, home, public profiles, related topics. Callers add their own conditions,
 * order and page; rows are mapped to cards here, so no list exposes a raw row.
 */

export interface CardQuery {
  where?: SQL;
  orderBy?: SQL[];
  limit: number;
  offset?: number;
}

/** Listed topics: published, by an active provider. */
export const isListedTopic = and(eq(topics.status, 'published'), eq(users.isActive, true));

/** Whether the viewer keeps the topic among their favourites (false for a visitor). */
export const isFavouriteOf = (viewerId: number | null) =>
  viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${favourites} where ${favourites.userId} = ${viewerId} and ${favourites.topicId} = ${topics.id})`;

/** Topic cards; `viewerId` marks the viewer's favourites (null for a visitor). */
export async function selectTopicCards(
  db: Queryable,
  viewerId: number | null,
  query: CardQuery,
): Promise<TopicCard[]> {
  const isFavourite = isFavouriteOf(viewerId);
  const rows = await db
    .select({
      id: topics.id,
      url: topics.url,
      images: topics.images,
      topic: topics.title,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      ratingAverage: topics.ratingAverage,
      reviewCount: topics.reviewCount,
      currency: topics.currency,
      price: topics.priceMinor,
      category: topics.category,
      delivery: topics.delivery,
      isFavourite,
    })
    .from(topics)
    .innerJoin(users, eq(users.id, topics.userId))
    .where(query.where)
    .orderBy(...(query.orderBy ?? [sql`${topics.id} desc`]))
    .limit(query.limit)
    .offset(query.offset ?? 0);
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    thumbImage: row.images[0]?.card ?? null,
    topic: row.topic,
    username: row.username,
    providerName: displayNameOf(row),
    ratingCount: roundToHalf(row.ratingAverage),
    reviewCount: row.reviewCount,
    currency: row.currency,
    price: row.price,
    category: row.category as TopicCard['category'],
    delivery: row.delivery,
    isFavourite: Boolean(row.isFavourite),
  }));
}

/** Listed events: published, by an active provider (callers add "upcoming" as they need). */
export const isListedEvent = and(eq(events.status, 'published'), eq(users.isActive, true));

export async function selectEventCards(db: Queryable, query: CardQuery): Promise<EventCard[]> {
  const rows = await db
    .select({
      id: events.id,
      url: events.url,
      title: events.title,
      images: events.images,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      timeZone: events.timeZone,
      delivery: events.delivery,
      location: events.location,
      currency: events.currency,
      price: events.priceMinor,
      capacity: events.capacity,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(query.where)
    .orderBy(...(query.orderBy ?? [events.startsAt, events.id]))
    .limit(query.limit)
    .offset(query.offset ?? 0);
  return rows.map(({ images, startsAt, endsAt, firstName, lastName, ...row }) => ({
    ...row,
    providerName: displayNameOf({ username: row.username, firstName, lastName }),
    thumbImage: images[0]?.card ?? null,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
  }));
}

/** Listed requirements: by an active user (callers add open/closed and visibility). */
export const isListedRequirement = and(
  eq(users.isActive, true),
  ne(requirements.status, 'hidden'),
)!;

/** Events that have not ended yet. */
export const isUpcomingEvent = gt(events.endsAt, sql`now()`);

/** Requirements still taking answers: open, and the deadline (if any) not passed. */
export const isOpenRequirement = and(
  eq(requirements.status, 'open'),
  or(isNull(requirements.deadline), sql`${requirements.deadline} >= current_date`),
)!;

export async function selectRequirementCards(
  db: Queryable,
  query: CardQuery,
): Promise<RequirementCard[]> {
  const rows = await db
    .select({
      id: requirements.id,
      url: requirements.url,
      title: requirements.title,
      category: requirements.category,
      username: users.username,
      participants: requirements.participants,
      delivery: requirements.delivery,
      location: requirements.location,
      budgetMin: requirements.budgetMinMinor,
      budgetMax: requirements.budgetMaxMinor,
      currency: requirements.currency,
      deadline: requirements.deadline,
      status: requirements.status,
      createdAt: requirements.createdAt,
    })
    .from(requirements)
    .innerJoin(users, eq(users.id, requirements.userId))
    .where(query.where)
    .orderBy(
      ...(query.orderBy ?? [sql`${requirements.createdAt} desc`, sql`${requirements.id} desc`]),
    )
    .limit(query.limit)
    .offset(query.offset ?? 0);
  return rows.map(({ createdAt, category, ...row }) => ({
    ...row,
    category: category as RequirementCard['category'],
    createdAt: createdAt.toISOString(),
  }));
}

/** Listed providers (the trainers search lists and suggests): active accounts that offer training. */
export const isListedProvider = and(
  eq(users.isActive, true),
  eq(users.serviceType, 'provider'),
  // A profile the staff hid leaves search and suggestions (its listings go their own way).
  eq(users.profileState, 'visible'),
)!;

/** The user columns of a provider card; the caller adds `topicCount` as its query counts them. */
export const providerCardColumns = {
  userId: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  headline: users.headline,
  profileImage: users.profileImage,
  location: users.location,
  rating: providerStars,
  reviewCount: users.reviewCount,
};

/** A provider row as the card of every list of providers (featured trainers, trainer search). */
export function providerCardOf(row: {
  userId: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  headline: string | null;
  profileImage: { thumb90: string } | null;
  location: string | null;
  rating: unknown;
  reviewCount: unknown;
  topicCount: unknown;
}): ProviderCard {
  return {
    userId: row.userId,
    username: row.username,
    name: displayNameOf(row),
    headline: row.headline,
    thumbImage: row.profileImage?.thumb90 ?? null,
    location: row.location,
    rating: roundToHalf(Number(row.rating)),
    reviewCount: Number(row.reviewCount),
    topicCount: Number(row.topicCount),
  };
}

import { count, eq, gte, lte, not, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Category } from '@app/contracts/catalogue';
import type { EventSort, RequirementSort, TopicSort } from '@app/contracts/actions/search';
import type { Queryable } from '../../db/client.ts';
import { isOpenRequirement } from '../topics/index.ts';
import { events, requirements, topics, users } from '../../db/schema.ts';
import { escapeLike } from './search-terms.ts';

/**
 * The filters of the search pages as SQL conditions, and the counts the pages show. Lists
 * themselves come from the card selectors (modules/topics/catalogue-cards.repository.ts) with these conditions.
 */

const contains = (column: SQLWrapper, text: string) =>
  sql`${column} ilike ${`%${escapeLike(text)}%`}`;

const fullName = sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

export interface PersonFilters {
  /** Exact username, any case. */
  username?: string;
  /** Words in the username or the name. */
  supplier?: string;
}

/** Conditions on the listing's owner (the users table is joined by every list). */
export function personConditions(filters: PersonFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.username) {
    conditions.push(sql`lower(${users.username}) = ${filters.username.toLowerCase()}`);
  }
  if (filters.supplier) {
    conditions.push(
      sql`(${contains(sql`${users.username}`, filters.supplier)} or ${contains(fullName, filters.supplier)})`,
    );
  }
  return conditions;
}

export interface TopicFilters extends PersonFilters {
  priceMin?: number;
  priceMax?: number;
  delivery?: string;
  language?: string;
  location?: string;
}

/** Every topic filter but the category (the category facet counts ignore it). */
export function topicConditions(filters: TopicFilters): SQL[] {
  const conditions = personConditions(filters);
  if (filters.priceMin !== undefined) conditions.push(gte(topics.priceMinor, filters.priceMin));
  if (filters.priceMax !== undefined) conditions.push(lte(topics.priceMinor, filters.priceMax));
  if (filters.delivery) conditions.push(sql`${topics.delivery} = ${filters.delivery}`);
  if (filters.language) {
    conditions.push(sql`${topics.languages} @> ${JSON.stringify([filters.language])}::jsonb`);
  }
  if (filters.location) conditions.push(contains(topics.location, filters.location));
  return conditions;
}

export const topicCategoryIs = (category: Category) => eq(topics.category, category);

export interface EventFilters extends PersonFilters {
  /** YYYY-MM-DD: events starting that day or later (UTC). */
  from?: string;
  /** YYYY-MM-DD: events starting that day or earlier. */
  to?: string;
  priceMax?: number;
  delivery?: string;
  location?: string;
}

export function eventConditions(filters: EventFilters): SQL[] {
  const conditions = personConditions(filters);
  // Without a start day, the events not over yet (the upcoming events page).
  conditions.push(
    filters.from
      ? sql`${events.startsAt} >= (${filters.from}::date)::timestamp at time zone 'UTC'`
      : sql`${events.endsAt} > now()`,
  );
  if (filters.to) {
    conditions.push(
      sql`${events.startsAt} < ((${filters.to}::date) + 1)::timestamp at time zone 'UTC'`,
    );
  }
  if (filters.priceMax !== undefined) conditions.push(lte(events.priceMinor, filters.priceMax));
  if (filters.delivery) conditions.push(sql`${events.delivery} = ${filters.delivery}`);
  if (filters.location) conditions.push(contains(events.location, filters.location));
  return conditions;
}

export interface RequirementFilters extends PersonFilters {
  category?: Category;
  delivery?: string;
  language?: string;
  location?: string;
  budgetMin?: number;
  status: 'open' | 'closed';
}

export function requirementConditions(filters: RequirementFilters): SQL[] {
  const conditions = personConditions(filters);
  // Looked for by its poster, a requirement they chose not to show on their profile stays out of
  // the list: it is not listed under their name anywhere (issue 15).
  if (filters.username || filters.supplier) conditions.push(eq(requirements.showOnProfile, true));
  // Open: taking answers (status open, deadline not passed); closed: closed or past the deadline.
  conditions.push(filters.status === 'open' ? isOpenRequirement : not(isOpenRequirement));
  if (filters.category) conditions.push(eq(requirements.category, filters.category));
  if (filters.delivery) conditions.push(sql`${requirements.delivery} = ${filters.delivery}`);
  if (filters.language) conditions.push(eq(requirements.language, filters.language));
  if (filters.location) conditions.push(contains(requirements.location, filters.location));
  if (filters.budgetMin !== undefined) {
    conditions.push(
      sql`coalesce(${requirements.budgetMaxMinor}, ${requirements.budgetMinMinor}) >= ${filters.budgetMin}`,
    );
  }
  return conditions;
}

export async function countTopics(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(topics)
    .innerJoin(users, eq(users.id, topics.userId))
    .where(where);
  return row?.total ?? 0;
}

/** How many topics each category holds under `where`, largest first. */
export async function countTopicsByCategory(db: Queryable, where: SQL | undefined) {
  const rows = await db
    .select({ category: topics.category, count: count() })
    .from(topics)
    .innerJoin(users, eq(users.id, topics.userId))
    .where(where)
    .groupBy(topics.category)
    .orderBy(sql`count(*) desc`, topics.category);
  return rows.map((row) => ({ category: row.category as Category, count: row.count }));
}

export async function countEvents(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(where);
  return row?.total ?? 0;
}

export async function countRequirements(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(requirements)
    .innerJoin(users, eq(users.id, requirements.userId))
    .where(where);
  return row?.total ?? 0;
}

const newestFirst = (column: SQLWrapper, id: SQLWrapper) => [
  sql`${column} desc nulls last`,
  sql`${id} desc`,
];

/** The order of a topic sort; `relevance` needs the text's own order (page-match.repository.ts). */
export function topicOrder(sort: TopicSort, relevance: SQL[] | null): SQL[] {
  switch (sort) {
    case 'relevance':
      return relevance
        ? [...relevance, sql`${topics.reviewCount} desc`, sql`${topics.id} desc`]
        : newestFirst(topics.publishedAt, topics.id);
    case 'price_asc':
      return [sql`${topics.priceMinor} asc`, sql`${topics.id} desc`];
    case 'price_desc':
      return [sql`${topics.priceMinor} desc`, sql`${topics.id} desc`];
    case 'rating':
      return [
        sql`${topics.ratingAverage} desc`,
        sql`${topics.reviewCount} desc`,
        sql`${topics.id} desc`,
      ];
    case 'newest':
      return newestFirst(topics.publishedAt, topics.id);
  }
}

export function eventOrder(sort: EventSort): SQL[] {
  switch (sort) {
    case 'newest':
      return newestFirst(events.publishedAt, events.id);
    case 'price_asc':
      return [sql`${events.priceMinor} asc`, sql`${events.startsAt} asc`, sql`${events.id} asc`];
    case 'soonest':
      return [sql`${events.startsAt} asc`, sql`${events.id} asc`];
  }
}

export function requirementOrder(sort: RequirementSort): SQL[] {
  switch (sort) {
    case 'deadline':
      return [sql`${requirements.deadline} asc nulls last`, sql`${requirements.id} desc`];
    case 'budget_desc':
      return [
        sql`coalesce(${requirements.budgetMaxMinor}, ${requirements.budgetMinMinor}) desc nulls last`,
        sql`${requirements.id} desc`,
      ];
    case 'newest':
      return newestFirst(requirements.createdAt, requirements.id);
  }
}

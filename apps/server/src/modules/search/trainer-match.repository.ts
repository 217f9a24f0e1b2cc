import { and, count, sql, type SQL } from 'drizzle-orm';
import type { ProviderCard } from '@app/contracts/catalogue';
import type { Queryable } from '../../db/client.ts';
import { topics, users } from '../../db/schema.ts';
import { isListedProvider, providerCardColumns, providerCardOf } from '../topics/index.ts';
import type { SearchTerms } from './search-terms.ts';

/**
 * Which trainers a text finds, stated once for the header box's suggestions (the first five) and
 * the search page's trainers tab (all of them, paged): listed providers whose username, full name
 * ("first last") or last name starts with the text (ILIKE), or whose username or full name
 * resembles it (pg_trgm `%`, similarity at least 0.3, served by the trigram indexes of users), so
 * that "Giulia Bianchi", "bianchi", "giulia_bianchi" and "Giulia Bianki" all find her. Starting
 * matches first, then the most similar, then by username.
 */

/** The expression of `users_full_name_trgm_idx`, written as the index has it. */
const fullName = sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

export interface TrainerMatch {
  where: SQL;
  order: SQL[];
  /** The ranking's columns, for a query that selects them (the suggestions' JSON). */
  isPrefix: SQL;
  similarity: SQL;
}

export function trainerMatch(terms: SearchTerms): TrainerMatch {
  const starts = terms.startsWithPattern;
  const isPrefix = sql`(${users.username} ilike ${starts} or ${fullName} ilike ${starts} or ${users.lastName} ilike ${starts})`;
  const similarity = sql`greatest(similarity(${users.username}, ${terms.text}), similarity(${fullName}, ${terms.text}))`;
  return {
    where: and(
      isListedProvider,
      sql`(${isPrefix} or ${users.username} % ${terms.text} or ${fullName} % ${terms.text})`,
    )!,
    order: [sql`${isPrefix} desc`, sql`${similarity} desc`, sql`${users.username}`],
    isPrefix,
    similarity,
  };
}

/**
 * The provider's listed topics (they are active: published ones). Qualified by hand: drizzle
 * writes the columns of a one-table select without their table, and `id` would be the topic's.
 */
const listedTopicCount = sql<number>`(select count(*)::int from ${topics} listed
  where listed.user_id = ${users}.id and listed.status = 'published')`;

/** One page of the trainers a text finds (`match`; null: every listed provider, by username). */
export async function selectTrainerPage(
  db: Queryable,
  match: TrainerMatch | null,
  page: { limit: number; offset: number },
): Promise<{ trainers: ProviderCard[]; recordsTotal: number }> {
  const where = match?.where ?? isListedProvider;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...providerCardColumns,
        topicCount: listedTopicCount,
      })
      .from(users)
      .where(where)
      .orderBy(...(match?.order ?? [sql`${users.username}`]))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { trainers: rows.map(providerCardOf), recordsTotal: total?.total ?? 0 };
}

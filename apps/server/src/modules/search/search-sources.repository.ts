import { and, sql, type SQL } from 'drizzle-orm';
import {
  isListedEvent,
  isListedRequirement,
  isListedTopic,
  isOpenRequirement,
  isUpcomingEvent,
} from '../topics/index.ts';
import { events, requirements, topics, users } from '../../db/schema.ts';
import type { SearchTerms } from './search-terms.ts';

/**
 * The three searchable tables, described once for the suggestions and the search pages, and the
 * full-text and trigram conditions both build on.
 */

export interface Source {
  id: SQL;
  title: SQL;
  url: SQL;
  vector: SQL;
  /** `from ... join users ...` */
  from: SQL;
  /** Which rows are searchable at all. */
  listed: SQL;
  /** Ties between equally good rows go to the lowest position (newest topic, soonest event). */
  position: SQL;
}

export const topicSource: Source = {
  id: sql`${topics.id}`,
  title: sql`${topics.title}`,
  url: sql`${topics.url}`,
  vector: sql`${topics.searchVector}`,
  from: sql`${topics} join ${users} on ${users.id} = ${topics.userId}`,
  listed: isListedTopic!,
  position: sql`(-${topics.id})::float8`,
};

export const eventSource: Source = {
  id: sql`${events.id}`,
  title: sql`${events.title}`,
  url: sql`${events.url}`,
  vector: sql`${events.searchVector}`,
  from: sql`${events} join ${users} on ${users.id} = ${events.userId}`,
  listed: and(isListedEvent, isUpcomingEvent)!,
  position: sql`extract(epoch from ${events.startsAt})::float8`,
};

export const requirementSource: Source = {
  id: sql`${requirements.id}`,
  title: sql`${requirements.title}`,
  url: sql`${requirements.url}`,
  vector: sql`${requirements.searchVector}`,
  from: sql`${requirements} join ${users} on ${users.id} = ${requirements.userId}`,
  listed: and(isListedRequirement, isOpenRequirement)!,
  position: sql`(-extract(epoch from ${requirements.createdAt}))::float8`,
};

/**
 * A full-text match, stated twice (the second time as `(…) is true`, which no index serves). The
 * planner multiplies the two selectivities, so it believes the match rare and reads the GIN
 * bitmap under a LIMIT: that costs in proportion to the rows kept. Stated once, its guess for a
 * prefix missing from its statistics (`'exel':*`) is "hundreds of rows", and it walks the table
 * hoping to stop early; when nothing matches, that walk reads every row (30 ms at 100k topics
 * instead of 0.5 ms). Words that really are frequent ("per") keep a high estimate even squared,
 * and get the early-stopping scan they deserve.
 */
export const indexedMatch = (vector: SQL, query: SQL) =>
  sql`${vector} @@ ${query} and (${vector} @@ ${query}) is true`;

/** Every typed word is a word of the title, the last one maybe only begun. */
export const titlePrefixQuery = (terms: SearchTerms) =>
  sql`to_tsquery('simple', ${terms.titlePrefixQuery})`;

/** The text anywhere: websearch syntax ("quoted phrase", -word, or), or every word as a prefix. */
export const anywhereQuery = (terms: SearchTerms) =>
  sql`(websearch_to_tsquery('simple', ${terms.text}) || to_tsquery('simple', ${terms.prefixQuery}))`;

/** The start of any typed word of 4 letters or more, in titles (typo candidates). */
export const stemQuery = (terms: SearchTerms) => sql`to_tsquery('simple', ${terms.stemQuery})`;

/** Below this strict word similarity a typo candidate is not a match. */
export const TYPO_SIMILARITY = 0.3;

export const typoSimilarity = (source: Source, terms: SearchTerms) =>
  sql`strict_word_similarity(${terms.text}, ${source.title})`;

import { and, sql, type SQL } from 'drizzle-orm';
import type { Category } from '@app/contracts/catalogue';
import type { EventSort, RequirementSort, TopicSort } from '@app/contracts/actions/search';
import type { Queryable } from '../../db/client.ts';
import {
  isListedEvent,
  isListedRequirement,
  isListedTopic,
  selectEventCards,
  selectRequirementCards,
  selectTopicCards,
} from '../topics/index.ts';
import {
  countEvents,
  countRequirements,
  countTopics,
  countTopicsByCategory,
  eventConditions,
  eventOrder,
  requirementConditions,
  requirementOrder,
  topicCategoryIs,
  topicConditions,
  topicOrder,
  type EventFilters,
  type RequirementFilters,
  type TopicFilters,
} from './search-filters.repository.ts';
import {
  eventSource,
  requirementSource,
  topicSource,
  type Source,
} from './search-sources.repository.ts';
import { searchTermsOf } from './search-terms.ts';
import { smallSourcePageMatch, topicPageMatch, type TextMatch } from './text-match.repository.ts';
import { selectTrainerPage, trainerMatch } from './trainer-match.repository.ts';

/**
 * One page of each search page (and of each tab of `/search`): the text's match, the filters, the
 * sort, the cards and the total, read in parallel.
 */

export interface Page {
  limit: number;
  offset: number;
}

const nothing = sql`false`;

// The pages list past events (with dates) and closed requirements (by status) too.
const anyEvent: Source = { ...eventSource, listed: isListedEvent ?? sql`true` };
const anyRequirement: Source = { ...requirementSource, listed: isListedRequirement };

/**
 * No text: no condition. A text without a single word ("%%%"): nothing matches. Otherwise the
 * suggestions' own match (text-match.repository.ts): the page lists all they could suggest.
 */
async function matchText(
  db: Queryable,
  source: Source,
  text: string | undefined,
): Promise<TextMatch | null> {
  if (!text) return null;
  const terms = searchTermsOf(text);
  if (!terms) return { where: nothing, relevance: [] };
  return source === topicSource ? topicPageMatch(db, terms) : smallSourcePageMatch(source, terms);
}

const allOf = (...conditions: Array<SQL | undefined>) => and(...conditions);

export async function findTopicPage(
  db: Queryable,
  viewerId: number | null,
  query: TopicFilters & { topic?: string; category?: Category; sort: TopicSort; page: Page },
) {
  const text = await matchText(db, topicSource, query.topic);
  const withoutCategory = allOf(isListedTopic, text?.where, ...topicConditions(query));
  const where = query.category
    ? allOf(withoutCategory, topicCategoryIs(query.category))
    : withoutCategory;
  const [recordsTotal, topics, categories] = await Promise.all([
    countTopics(db, where),
    selectTopicCards(db, viewerId, {
      where,
      orderBy: topicOrder(query.sort, text?.relevance ?? null),
      ...query.page,
    }),
    countTopicsByCategory(db, withoutCategory),
  ]);
  return { topics, recordsTotal, categories };
}

export async function findEventPage(
  db: Queryable,
  query: EventFilters & { topic?: string; sort: EventSort; page: Page },
) {
  const text = await matchText(db, anyEvent, query.topic);
  const where = allOf(isListedEvent, text?.where, ...eventConditions(query));
  const [recordsTotal, events] = await Promise.all([
    countEvents(db, where),
    selectEventCards(db, { where, orderBy: eventOrder(query.sort), ...query.page }),
  ]);
  return { events, recordsTotal };
}

export async function findRequirementPage(
  db: Queryable,
  query: RequirementFilters & { topic?: string; sort: RequirementSort; page: Page },
) {
  const text = await matchText(db, anyRequirement, query.topic);
  const where = allOf(isListedRequirement, text?.where, ...requirementConditions(query));
  const [recordsTotal, requirements] = await Promise.all([
    countRequirements(db, where),
    selectRequirementCards(db, {
      where,
      orderBy: requirementOrder(query.sort),
      ...query.page,
    }),
  ]);
  return { requirements, recordsTotal };
}

/** Trainers by the text (every listed one without a text; none for a text without words). */
export async function findTrainerPage(db: Queryable, query: { topic?: string; page: Page }) {
  if (!query.topic) return selectTrainerPage(db, null, query.page);
  const terms = searchTermsOf(query.topic);
  if (!terms) return { trainers: [], recordsTotal: 0 };
  return selectTrainerPage(db, trainerMatch(terms), query.page);
}

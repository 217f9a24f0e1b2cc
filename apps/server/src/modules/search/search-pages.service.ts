import { and, sql, type SQL } from 'drizzle-orm';
import type { ActionRequest } from '@app/contracts/registry';
import type { Database } from '../../db/client.ts';
import {
  isListedEvent,
  isListedRequirement,
  isListedTopic,
  selectEventCards,
  selectRequirementCards,
  selectTopicCards,
} from '../../db/catalogue-cards.ts';
import { chooseMatchMode, textMatch, type TextMatch } from './page-match.ts';
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
} from './search-pages.repository.ts';
import { eventSource, requirementSource, topicSource, type Source } from './search-sources.ts';
import { searchTermsOf } from './search-terms.ts';

/**
 * The three search pages: the text's match (full text, or a typo tier when nothing matches
 * exactly), the filters, the sort, one page of cards and the total, read in parallel.
 */

const nothing = sql`false`;

// The pages list past events (with dates) and closed requirements (by status) too.
const anyEvent: Source = { ...eventSource, listed: isListedEvent ?? sql`true` };
const anyRequirement: Source = { ...requirementSource, listed: isListedRequirement };

/** No text: no condition. A text without a single word ("%%%"): nothing matches. */
async function matchText(
  db: Database,
  source: Source,
  text: string | undefined,
): Promise<TextMatch | null> {
  if (!text) return null;
  const terms = searchTermsOf(text);
  if (!terms) return { where: nothing, relevance: [] };
  return textMatch(source, terms, await chooseMatchMode(db, source, terms));
}

const pageOf = (input: { page: number; pageSize: number }) => ({
  limit: input.pageSize,
  offset: (input.page - 1) * input.pageSize,
});

const allOf = (...conditions: Array<SQL | undefined>) => and(...conditions);

export async function searchTopics(
  db: Database,
  viewerId: number | null,
  input: ActionRequest<'searchtopics'>,
) {
  const text = await matchText(db, topicSource, input.topic);
  const withoutCategory = allOf(isListedTopic, text?.where, ...topicConditions(input));
  const where = input.category
    ? allOf(withoutCategory, topicCategoryIs(input.category))
    : withoutCategory;
  const sort = input.sort ?? (text ? 'relevance' : 'newest');
  const [recordsTotal, topics, categories] = await Promise.all([
    countTopics(db, where),
    selectTopicCards(db, viewerId, {
      where,
      orderBy: topicOrder(sort, text?.relevance ?? null),
      ...pageOf(input),
    }),
    countTopicsByCategory(db, withoutCategory),
  ]);
  return { topics, recordsTotal, categories };
}

export async function searchEvents(db: Database, input: ActionRequest<'searchevents'>) {
  const text = await matchText(db, anyEvent, input.topic);
  const where = allOf(isListedEvent, text?.where, ...eventConditions(input));
  const [recordsTotal, events] = await Promise.all([
    countEvents(db, where),
    selectEventCards(db, { where, orderBy: eventOrder(input.sort ?? 'soonest'), ...pageOf(input) }),
  ]);
  return { events, recordsTotal };
}

export async function searchRequirements(db: Database, input: ActionRequest<'searchrequirements'>) {
  const text = await matchText(db, anyRequirement, input.topic);
  const where = allOf(
    isListedRequirement,
    text?.where,
    ...requirementConditions({ ...input, status: input.status ?? 'open' }),
  );
  const [recordsTotal, requirements] = await Promise.all([
    countRequirements(db, where),
    selectRequirementCards(db, {
      where,
      orderBy: requirementOrder(input.sort ?? 'newest'),
      ...pageOf(input),
    }),
  ]);
  return { requirements, recordsTotal };
}

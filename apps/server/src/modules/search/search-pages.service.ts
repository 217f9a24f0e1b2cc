import type { ActionRequest } from '@app/contracts/registry';
import type { Database } from '../../db/client.ts';
import {
  findEventPage,
  findRequirementPage,
  findTopicPage,
  findTrainerPage,
} from './search-pages.repository.ts';

/**
 * The search pages' rules: a text sorts by relevance unless asked otherwise, events by date,
 * requirements by age; requirements are the open ones unless a status is asked for; trainers come
 * best match first (trainer-match.repository.ts).
 */

const pageOf = (input: { page: number; pageSize: number }) => ({
  limit: input.pageSize,
  offset: (input.page - 1) * input.pageSize,
});

export function searchTopics(
  db: Database,
  viewerId: number | null,
  input: ActionRequest<'searchtopics'>,
) {
  return findTopicPage(db, viewerId, {
    ...input,
    sort: input.sort ?? (input.topic ? 'relevance' : 'newest'),
    page: pageOf(input),
  });
}

export function searchEvents(db: Database, input: ActionRequest<'searchevents'>) {
  return findEventPage(db, { ...input, sort: input.sort ?? 'soonest', page: pageOf(input) });
}

export function searchRequirements(db: Database, input: ActionRequest<'searchrequirements'>) {
  return findRequirementPage(db, {
    ...input,
    status: input.status ?? 'open',
    sort: input.sort ?? 'newest',
    page: pageOf(input),
  });
}

export function searchTrainers(db: Database, input: ActionRequest<'searchtrainers'>) {
  return findTrainerPage(db, { topic: input.topic, page: pageOf(input) });
}

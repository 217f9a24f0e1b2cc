import { limits } from '@app/contracts/validation';
import type { Database } from '../../db/client.ts';
import { findUsersMatching } from './search.repository.ts';

const SUGGESTIONS_PER_GROUP = 5;

export async function suggest(db: Database, text: string) {
  const empty = { topicDetail: [], user: [], requirement: [], event: [] };
  if (text.length < limits.searchMinLength) return empty;
  const people = await findUsersMatching(db, text, SUGGESTIONS_PER_GROUP);
  return {
    // Topics, requirements and events join the search with the catalogue issue (their tables
    // do not exist yet).
    ...empty,
    user: people.map((person) => ({
      username: person.username,
      name: [person.firstName, person.lastName].filter(Boolean).join(' ') || person.username,
      url: `/${person.username}`,
    })),
  };
}

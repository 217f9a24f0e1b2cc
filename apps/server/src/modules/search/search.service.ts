import { limits } from '@app/contracts/validation';
import type { Database } from '../../db/client.ts';
import { searchTermsOf } from './search-terms.ts';
import { runWith, selectSuggestions } from './suggestions.repository.ts';
import { displayNameOf } from '../accounts/index.ts';

export async function suggest(db: Database, text: string) {
  const empty = { topicDetail: [], user: [], requirement: [], event: [] };
  const terms = text.trim().length < limits.searchMinLength ? null : searchTermsOf(text);
  if (!terms) return empty;
  const found = await selectSuggestions(runWith(db), terms);
  return {
    topicDetail: found.topics,
    user: found.users.map((person) => ({
      username: person.username,
      name: displayNameOf(person),
      url: `/${person.username}`,
    })),
    requirement: found.requirements,
    event: found.events,
  };
}

import { limits } from '@app/contracts/validation';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { createPageCache } from '../../lib/page-cache.ts';
import { searchTermsOf } from './search-terms.ts';
import { runWith, selectSuggestions } from './suggestions.repository.ts';
import { displayNameOf } from '../accounts/index.ts';

type Suggestions = Awaited<ReturnType<typeof findSuggestions>>;

async function findSuggestions(db: Database, text: string) {
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

const caches = new WeakMap<Config, ReturnType<typeof createSuggestionCache>>();

/**
 * The box's suggestions are the same for everyone who types the same text, and people type the
 * same few beginnings: kept like a visitor's page (`PAGE_CACHE_SECONDS`, docs/decisions/018), by
 * the text as typed, so that 60 users typing "excel" in a second cost one search. A listing
 * changed by its owner reaches the box within ten times the setting at most, as it reaches pages.
 */
function createSuggestionCache(seconds: number) {
  return createPageCache<{ suggestions: Suggestions; size: number }>({
    freshMs: seconds * 1000,
    staleMs: seconds * 10_000,
    maxBytes: 8 * 1024 * 1024,
  });
}

export async function suggest(db: Database, config: Config, text: string): Promise<Suggestions> {
  if (config.pageCacheSeconds <= 0) return findSuggestions(db, text);
  let cache = caches.get(config);
  if (!cache) {
    cache = createSuggestionCache(config.pageCacheSeconds);
    caches.set(config, cache);
  }
  const kept = await cache.get(text.trim(), async () => {
    const suggestions = await findSuggestions(db, text);
    return { suggestions, size: text.length + JSON.stringify(suggestions).length };
  });
  return kept.suggestions;
}

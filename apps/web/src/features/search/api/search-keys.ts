import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('search');

/**
 * Query keys of the search feature (lib/query-keys.ts): one list per page kind, keyed by its
 * input and the viewer (cards carry the viewer's favourites), and the search box's suggestions.
 */
export const searchKeys = {
  ...keys,
  results: <const Input>(
    kind: 'topics' | 'trainers' | 'events' | 'requirements',
    input: Input,
    viewerId: number | null,
  ) => keys.list({ kind, input, viewerId }),
  suggestions: (text: string) => [...keys.all, 'suggestions', text] as const,
};

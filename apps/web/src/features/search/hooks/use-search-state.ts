import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { readParams, toActionInput, withChanges, withoutParams } from './search-url.ts';

/** Results per page on every search page: fills rows of 2, 3 or 4 cards. */
export const searchPageSize = 24;

/**
 * A search page's state, read from and written to the URL: the action input (only values the
 * contract accepts), and query strings for links (pages, chips, "clear filters").
 */
export function useSearchState<Name extends string, Schema extends z.ZodType>(
  names: readonly Name[],
  schema: Schema,
) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const values = useMemo(
    () => readParams(new URLSearchParams(key), names),
    // `names` is a module constant of each page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const input = useMemo(
    () =>
      toActionInput(schema, {
        pageSize: String(searchPageSize),
        ...(values as Record<string, string>),
      }),
    [schema, values],
  );
  return {
    values,
    input,
    /** Applies changes (a new history entry, so Back returns to the previous results). */
    change: (changes: Partial<Record<Name, string | undefined>>) =>
      setParams(withChanges(new URLSearchParams(key), changes)),
    searchWith: (changes: Partial<Record<Name, string | undefined>>) =>
      `?${withChanges(new URLSearchParams(key), changes).toString()}`,
    searchWithout: (remove: readonly Name[]) =>
      `?${withoutParams(new URLSearchParams(key), remove).toString()}`,
  };
}

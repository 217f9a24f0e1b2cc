import type { z } from 'zod';
import type { FilterChip } from '../components/search-layout.tsx';
import { useChipLabel } from './use-chip-label.ts';
import { useSearchState } from './use-search-state.ts';

/** What every search page's input holds besides its filters (a type: it is also a record). */
export type PagedInput = {
  topic?: string | undefined;
  sort?: string | undefined;
  page: number;
  pageSize: number;
};

const pageParams = ['topic', 'sort', 'page', 'pageSize'] as const;

/**
 * A search page's URL state (see `useSearchState`) with the chips of its active filters.
 * `filterParams` are the page's filters in chip order; the text, sort and page are not filters.
 */
export function useSearchPage<Filter extends string, Schema extends z.ZodType<PagedInput>>(
  filterParams: readonly Filter[],
  schema: Schema,
) {
  const state = useSearchState([...pageParams, ...filterParams], schema);
  const chipLabel = useChipLabel();
  const values: Record<string, unknown> = state.input;
  const chips = filterParams.flatMap((param): FilterChip[] => {
    const label = chipLabel(param, values[param]);
    return label === undefined
      ? []
      : [{ params: [param], label, search: state.searchWithout([param]) }];
  });
  return { ...state, chips, clearSearch: state.searchWithout(filterParams) };
}

export type SearchPageState = Pick<
  ReturnType<typeof useSearchPage<string, z.ZodType<PagedInput>>>,
  'input' | 'chips' | 'clearSearch' | 'change' | 'searchWith'
>;

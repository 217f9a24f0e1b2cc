import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultsFocus } from '../hooks/use-results-focus.ts';
import type { SearchPageState } from '../hooks/use-search-page.ts';
import { SelectFilter } from './filter-fields.tsx';
import { FilterList, type FilterField } from './filter-list.tsx';
import { ResultPager } from './result-pager.tsx';
import { SearchBox } from './search-box.tsx';
import { SearchLayout } from './search-layout.tsx';
import { SearchEmpty, SearchResults, type Suggestion } from './search-results.tsx';

interface SearchScreenProps {
  testId: string;
  search: SearchPageState;
  query: {
    data?: { recordsTotal: number };
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  title: string;
  placeholder: string;
  /** The tabs of `/search` (search-tabs.tsx), when the page is one of them. */
  tabs?: ReactNode;
  /** "24 topics" for a number of results. */
  countText: (count: number) => string;
  /** Null: one order only (no sort field). */
  sort: { id: string; value: string; options: readonly string[] } | null;
  /** Empty: no filters at all (the results take the whole width). */
  filters: FilterField[];
  isEmpty: boolean;
  /**
   * Another tab may still be chosen for the text (search-tabs.ts): an empty list is not final
   * yet, and shows as loading.
   */
  isChoosing?: boolean;
  empty: { title: string; hint: string; suggestionsTitle: string; suggestions: Suggestion[] };
  /** The cards. */
  children: ReactNode;
}

/**
 * The body every search page shares: text box, filters, chips, count and sort, the results with
 * their loading, failure and empty states, and the pager. Each page states only its own parts.
 */
export function SearchScreen({
  testId,
  search,
  query,
  title,
  placeholder,
  tabs,
  countText,
  sort,
  filters,
  isEmpty,
  isChoosing = false,
  empty,
  children,
}: SearchScreenProps) {
  const { t } = useTranslation();
  const { input, chips } = search;
  const data = query.data;
  const resultsTop = useResultsFocus(input.page);
  const pageCount = data ? Math.ceil(data.recordsTotal / input.pageSize) : 0;
  const isWaiting = isEmpty && isChoosing;

  return (
    <SearchLayout
      testId={testId}
      title={title}
      searchBox={
        <SearchBox
          variant="page"
          testId="page-search"
          initialText={input.topic ?? ''}
          placeholder={placeholder}
          onSearch={(text) => search.change({ topic: text })}
        />
      }
      tabs={tabs}
      chips={chips}
      clearSearch={search.clearSearch}
      countText={data && !isWaiting ? countText(data.recordsTotal) : t('search.loading')}
      isBusy={query.isFetching}
      sort={
        sort === null ? undefined : (
          <SelectFilter
            id={sort.id}
            label={t('search.sort.label')}
            value={sort.value}
            options={sort.options.map((value) => ({ value, label: t(`search.sort.${value}`) }))}
            onChange={(value) => search.change({ sort: value })}
          />
        )
      }
      filters={
        filters.length === 0 ? null : (
          <FilterList fields={filters} values={input} onChange={search.change} />
        )
      }
    >
      <div ref={resultsTop} tabIndex={-1} className="search-results-anchor" />
      <SearchResults
        isLoading={(!data && !query.isError) || isWaiting}
        isError={query.isError && !data}
        onRetry={() => void query.refetch()}
        isEmpty={isEmpty}
        empty={
          <SearchEmpty {...empty} clearSearch={chips.length > 0 ? search.clearSearch : null} />
        }
      >
        {children}
        <ResultPager
          page={input.page}
          pageCount={pageCount}
          searchOf={(page) => search.searchWith({ page: page === 1 ? undefined : String(page) })}
        />
      </SearchResults>
    </SearchLayout>
  );
}

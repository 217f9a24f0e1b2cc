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
  /** "24 topics" for a number of results. */
  countText: (count: number) => string;
  sort: { id: string; value: string; options: readonly string[] };
  filters: FilterField[];
  isEmpty: boolean;
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
  countText,
  sort,
  filters,
  isEmpty,
  empty,
  children,
}: SearchScreenProps) {
  const { t } = useTranslation();
  const { input, chips } = search;
  const data = query.data;
  const resultsTop = useResultsFocus(input.page);
  const pageCount = data ? Math.ceil(data.recordsTotal / input.pageSize) : 0;

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
      chips={chips}
      clearSearch={search.clearSearch}
      countText={data ? countText(data.recordsTotal) : t('search.loading')}
      isBusy={query.isFetching}
      sort={
        <SelectFilter
          id={sort.id}
          label={t('search.sort.label')}
          value={sort.value}
          options={sort.options.map((value) => ({ value, label: t(`search.sort.${value}`) }))}
          onChange={(value) => search.change({ sort: value })}
        />
      }
      filters={<FilterList fields={filters} values={input} onChange={search.change} />}
    >
      <div ref={resultsTop} tabIndex={-1} className="search-results-anchor" />
      <SearchResults
        isLoading={!data && !query.isError}
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

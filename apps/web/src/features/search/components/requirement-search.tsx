import { useTranslation } from 'react-i18next';
import { actions } from '@app/contracts/registry';
import { requirementSorts } from '@app/contracts/actions/search';
import { requirementStates } from '@app/contracts/catalogue';
import { CardGrid } from '../../../components/catalogue/topic-card.tsx';
import { RequirementCard } from '../../../components/catalogue/requirement-card.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useSearchRequirements } from '../api/search-requirements.ts';
import { useResultsFocus } from '../hooks/use-results-focus.ts';
import { useSearchState } from '../hooks/use-search-state.ts';
import { AmountFilter, SelectFilter, TextFilter } from './filter-fields.tsx';
import {
  categoryOptions,
  deliveryOptions,
  languageLabel,
  languageOptions,
} from './filter-options.ts';
import { ResultPager } from './result-pager.tsx';
import { SearchBox } from './search-box.tsx';
import { SearchLayout, type FilterChip } from './search-layout.tsx';
import { SearchEmpty, SearchResults } from './search-results.tsx';

const params = [
  'topic',
  'username',
  'supplier',
  'category',
  'delivery',
  'language',
  'location',
  'budgetMin',
  'status',
  'sort',
  'page',
  'pageSize',
] as const;
type Param = (typeof params)[number];
const filterParams: Param[] = [
  'username',
  'supplier',
  'category',
  'delivery',
  'language',
  'location',
  'budgetMin',
  'status',
];

/** `/requirement/search`: what seekers are asking for (open ones unless asked otherwise). */
export function RequirementSearch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const state = useSearchState(params, actions.searchrequirements.request);
  const { input } = state;
  const query = useSearchRequirements(input, null);
  const data = query.data;
  const resultsTop = useResultsFocus(input.page);

  const chip = (names: Param[], label: string): FilterChip => ({
    params: names,
    label,
    search: state.searchWithout(names),
  });
  const chips: FilterChip[] = [
    input.username && chip(['username'], `@${input.username}`),
    input.supplier &&
      chip(['supplier'], t('search.filters.supplierChip', { name: input.supplier })),
    input.status === 'closed' && chip(['status'], t('search.filters.closedChip')),
    input.category && chip(['category'], t(`categories.${input.category}`)),
    input.budgetMin !== undefined &&
      chip(
        ['budgetMin'],
        t('search.filters.budgetChip', { amount: formatPrice(input.budgetMin, language) }),
      ),
    input.delivery && chip(['delivery'], t(`catalogue.delivery.${input.delivery}`)),
    input.language && chip(['language'], languageLabel(input.language, language)),
    input.location &&
      chip(['location'], t('search.filters.locationChip', { place: input.location })),
  ].filter((entry): entry is FilterChip => Boolean(entry));
  const pageCount = data ? Math.ceil(data.recordsTotal / input.pageSize) : 0;

  return (
    <SearchLayout
      testId="requirement-search"
      title={
        input.topic
          ? t('search.pages.requirementsFor', { text: input.topic })
          : t('search.pages.requirements')
      }
      searchBox={
        <SearchBox
          variant="page"
          testId="page-search"
          initialText={input.topic ?? ''}
          placeholder={t('search.placeholders.requirements')}
          onSearch={(text) => state.change({ topic: text })}
        />
      }
      chips={chips}
      clearSearch={state.searchWithout(filterParams)}
      countText={
        data ? t('search.results.requirements', { count: data.recordsTotal }) : t('search.loading')
      }
      isBusy={query.isFetching}
      sort={
        <SelectFilter
          id="requirement-sort"
          label={t('search.sort.label')}
          value={input.sort ?? 'newest'}
          options={requirementSorts.map((value) => ({ value, label: t(`search.sort.${value}`) }))}
          onChange={(value) => state.change({ sort: value })}
        />
      }
      filters={
        <>
          <SelectFilter
            id="requirement-status"
            label={t('search.filters.status')}
            value={input.status ?? 'open'}
            options={requirementStates.map((value) => ({
              value,
              label: t(`search.filters.statuses.${value}`),
            }))}
            onChange={(value) => state.change({ status: value === 'open' ? undefined : value })}
          />
          <SelectFilter
            id="requirement-category"
            label={t('search.filters.category')}
            value={input.category}
            anyLabel={t('search.filters.anyCategory')}
            options={categoryOptions(t, language)}
            onChange={(value) => state.change({ category: value })}
          />
          <AmountFilter
            id="requirement-budget"
            label={t('search.filters.budgetMin')}
            value={input.budgetMin}
            onApply={(value) => state.change({ budgetMin: value })}
          />
          <SelectFilter
            id="requirement-delivery"
            label={t('search.filters.delivery')}
            value={input.delivery}
            anyLabel={t('search.filters.anyDelivery')}
            options={deliveryOptions(t)}
            onChange={(value) => state.change({ delivery: value })}
          />
          <SelectFilter
            id="requirement-language"
            label={t('search.filters.language')}
            value={input.language}
            anyLabel={t('search.filters.anyLanguage')}
            options={languageOptions(language)}
            onChange={(value) => state.change({ language: value })}
          />
          <TextFilter
            id="requirement-location"
            label={t('search.filters.location')}
            placeholder={t('search.filters.locationPlaceholder')}
            value={input.location}
            onApply={(value) => state.change({ location: value })}
          />
        </>
      }
    >
      <div ref={resultsTop} tabIndex={-1} className="search-results-anchor" />
      <SearchResults
        isLoading={!data && !query.isError}
        isError={query.isError && !data}
        onRetry={() => void query.refetch()}
        isEmpty={data !== undefined && data.requirements.length === 0}
        empty={
          <SearchEmpty
            title={t('search.empty.requirementsTitle')}
            hint={
              input.topic || chips.length > 0
                ? t('search.empty.hintFilters')
                : t('search.empty.hintNoRequirements')
            }
            clearSearch={chips.length > 0 ? state.searchWithout(filterParams) : null}
            suggestionsTitle={t('search.empty.elsewhere')}
            suggestions={[
              { label: t('search.empty.allRequirements'), to: '/requirement/search' },
              { label: t('search.empty.postRequirement'), to: '/requirement/addrequirement' },
            ]}
          />
        }
      >
        <CardGrid
          label={t('search.results.requirementsLabel')}
          items={data?.requirements ?? []}
          itemKey={(requirement) => requirement.id}
          renderItem={(requirement) => <RequirementCard requirement={requirement} />}
        />
        <ResultPager
          page={input.page}
          pageCount={pageCount}
          searchOf={(page) => state.searchWith({ page: page === 1 ? undefined : String(page) })}
        />
      </SearchResults>
    </SearchLayout>
  );
}

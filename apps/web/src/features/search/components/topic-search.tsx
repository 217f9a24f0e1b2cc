import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actions } from '@app/contracts/registry';
import { topicSorts } from '@app/contracts/actions/search';
import type { TopicCard as TopicCardData } from '@app/contracts/catalogue';
import { CardGrid, TopicCard } from '../../../components/catalogue/topic-card.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useSearchTopics } from '../api/search-topics.ts';
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
  'priceMin',
  'priceMax',
  'delivery',
  'language',
  'location',
  'sort',
  'page',
  'pageSize',
] as const;
type Param = (typeof params)[number];
const filterParams: Param[] = [
  'username',
  'supplier',
  'category',
  'priceMin',
  'priceMax',
  'delivery',
  'language',
  'location',
];

interface TopicSearchProps {
  viewerId: number | null;
  /** False while the session is being checked: cards carry the viewer's favourites. */
  isViewerKnown: boolean;
  /** Composed by the page: the favourite toggle of each card. */
  renderAction?: (topic: TopicCardData) => ReactNode;
}

/** `/search`: topics by text, provider and filters, with category counts, sorted and paged. */
export function TopicSearch({ viewerId, isViewerKnown, renderAction }: TopicSearchProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const state = useSearchState(params, actions.searchtopics.request);
  const { input } = state;
  const query = useSearchTopics(input, viewerId, isViewerKnown);
  const data = query.data;
  const isEmpty = data !== undefined && data.topics.length === 0;
  // Only when nothing was found: the categories people find most in, as suggestions.
  const popular = useSearchTopics({ page: 1, pageSize: 1 }, null, isEmpty);
  const resultsTop = useResultsFocus(input.page);

  const price = (minor: number) => formatPrice(minor, language);
  const chip = (names: Param[], label: string): FilterChip => ({
    params: names,
    label,
    search: state.searchWithout(names),
  });
  const chips: FilterChip[] = [
    input.username && chip(['username'], `@${input.username}`),
    input.supplier &&
      chip(['supplier'], t('search.filters.supplierChip', { name: input.supplier })),
    input.category && chip(['category'], t(`categories.${input.category}`)),
    input.priceMin !== undefined &&
      chip(['priceMin'], t('catalogue.from', { amount: price(input.priceMin) })),
    input.priceMax !== undefined &&
      chip(['priceMax'], t('catalogue.upTo', { amount: price(input.priceMax) })),
    input.delivery && chip(['delivery'], t(`catalogue.delivery.${input.delivery}`)),
    input.language && chip(['language'], languageLabel(input.language, language)),
    input.location &&
      chip(['location'], t('search.filters.locationChip', { place: input.location })),
  ].filter((entry): entry is FilterChip => Boolean(entry));

  const sort = input.sort ?? (input.topic ? 'relevance' : 'newest');
  const sorts = topicSorts.filter((option) => option !== 'relevance' || input.topic);
  const pageCount = data ? Math.ceil(data.recordsTotal / input.pageSize) : 0;

  return (
    <SearchLayout
      testId="topic-search"
      title={
        input.topic ? t('search.pages.topicsFor', { text: input.topic }) : t('search.pages.topics')
      }
      searchBox={
        <SearchBox
          variant="page"
          testId="page-search"
          initialText={input.topic ?? ''}
          placeholder={t('search.placeholders.topics')}
          onSearch={(text) => state.change({ topic: text })}
        />
      }
      chips={chips}
      clearSearch={state.searchWithout(filterParams)}
      countText={
        data ? t('search.results.topics', { count: data.recordsTotal }) : t('search.loading')
      }
      isBusy={query.isFetching}
      sort={
        <SelectFilter
          id="topic-sort"
          label={t('search.sort.label')}
          value={sort}
          options={sorts.map((value) => ({ value, label: t(`search.sort.${value}`) }))}
          onChange={(value) => state.change({ sort: value })}
        />
      }
      filters={
        <>
          <SelectFilter
            id="topic-category"
            label={t('search.filters.category')}
            value={input.category}
            anyLabel={t('search.filters.anyCategory')}
            options={categoryOptions(t, language, data?.categories, input.category)}
            onChange={(value) => state.change({ category: value })}
          />
          <fieldset className="search-filter-pair">
            <legend>{t('search.filters.price')}</legend>
            <AmountFilter
              id="topic-price-min"
              label={t('search.filters.priceMin')}
              value={input.priceMin}
              onApply={(value) => state.change({ priceMin: value })}
            />
            <AmountFilter
              id="topic-price-max"
              label={t('search.filters.priceMax')}
              value={input.priceMax}
              onApply={(value) => state.change({ priceMax: value })}
            />
          </fieldset>
          <SelectFilter
            id="topic-delivery"
            label={t('search.filters.delivery')}
            value={input.delivery}
            anyLabel={t('search.filters.anyDelivery')}
            options={deliveryOptions(t)}
            onChange={(value) => state.change({ delivery: value })}
          />
          <SelectFilter
            id="topic-language"
            label={t('search.filters.language')}
            value={input.language}
            anyLabel={t('search.filters.anyLanguage')}
            options={languageOptions(language)}
            onChange={(value) => state.change({ language: value })}
          />
          <TextFilter
            id="topic-location"
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
        isEmpty={isEmpty}
        empty={
          <SearchEmpty
            title={t('search.empty.topicsTitle')}
            hint={input.topic ? t('search.empty.hintText') : t('search.empty.hintFilters')}
            clearSearch={chips.length > 0 ? state.searchWithout(filterParams) : null}
            suggestionsTitle={t('search.empty.popularCategories')}
            suggestions={(popular.data?.categories ?? []).slice(0, 6).map((entry) => ({
              label: t(`categories.${entry.category}`),
              to: `/search?category=${entry.category}`,
            }))}
          />
        }
      >
        <CardGrid
          label={t('search.results.topicsLabel')}
          items={data?.topics ?? []}
          itemKey={(topic) => topic.id}
          renderItem={(topic) => <TopicCard topic={topic} action={renderAction?.(topic)} />}
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

import { useTranslation } from 'react-i18next';
import { actions } from '@app/contracts/registry';
import { eventSorts } from '@app/contracts/actions/search';
import { EventCard } from '../../../components/catalogue/event-card.tsx';
import { CardGrid } from '../../../components/catalogue/topic-card.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatCalendarDate, formatPrice } from '../../../lib/format.ts';
import { useSearchEvents } from '../api/search-events.ts';
import { useResultsFocus } from '../hooks/use-results-focus.ts';
import { useSearchState } from '../hooks/use-search-state.ts';
import { AmountFilter, DateFilter, SelectFilter, TextFilter } from './filter-fields.tsx';
import { deliveryOptions } from './filter-options.ts';
import { ResultPager } from './result-pager.tsx';
import { SearchBox } from './search-box.tsx';
import { SearchLayout, type FilterChip } from './search-layout.tsx';
import { SearchEmpty, SearchResults } from './search-results.tsx';

const params = [
  'topic',
  'username',
  'supplier',
  'from',
  'to',
  'priceMax',
  'delivery',
  'location',
  'sort',
  'page',
  'pageSize',
] as const;
type Param = (typeof params)[number];
const filterParams: Param[] = [
  'username',
  'supplier',
  'from',
  'to',
  'priceMax',
  'delivery',
  'location',
];

/**
 * `/event/search` and `/event` (the upcoming events: the same search without a text, under its
 * own title). Without dates, the events not over yet, soonest first.
 */
export function EventSearch({ title }: { title?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const state = useSearchState(params, actions.searchevents.request);
  const { input } = state;
  const query = useSearchEvents(input, null);
  const data = query.data;
  const resultsTop = useResultsFocus(input.page);
  const day = (value: string) => formatCalendarDate(value, language);

  const chip = (names: Param[], label: string): FilterChip => ({
    params: names,
    label,
    search: state.searchWithout(names),
  });
  const chips: FilterChip[] = [
    input.username && chip(['username'], `@${input.username}`),
    input.supplier &&
      chip(['supplier'], t('search.filters.supplierChip', { name: input.supplier })),
    input.from && chip(['from'], t('search.filters.fromChip', { date: day(input.from) })),
    input.to && chip(['to'], t('search.filters.toChip', { date: day(input.to) })),
    input.priceMax !== undefined &&
      chip(['priceMax'], t('catalogue.upTo', { amount: formatPrice(input.priceMax, language) })),
    input.delivery && chip(['delivery'], t(`catalogue.delivery.${input.delivery}`)),
    input.location &&
      chip(['location'], t('search.filters.locationChip', { place: input.location })),
  ].filter((entry): entry is FilterChip => Boolean(entry));
  const pageCount = data ? Math.ceil(data.recordsTotal / input.pageSize) : 0;

  return (
    <SearchLayout
      testId="event-search"
      title={
        title ??
        (input.topic
          ? t('search.pages.eventsFor', { text: input.topic })
          : t('search.pages.events'))
      }
      searchBox={
        <SearchBox
          variant="page"
          testId="page-search"
          initialText={input.topic ?? ''}
          placeholder={t('search.placeholders.events')}
          onSearch={(text) => state.change({ topic: text })}
        />
      }
      chips={chips}
      clearSearch={state.searchWithout(filterParams)}
      countText={
        data ? t('search.results.events', { count: data.recordsTotal }) : t('search.loading')
      }
      isBusy={query.isFetching}
      sort={
        <SelectFilter
          id="event-sort"
          label={t('search.sort.label')}
          value={input.sort ?? 'soonest'}
          options={eventSorts.map((value) => ({ value, label: t(`search.sort.${value}`) }))}
          onChange={(value) => state.change({ sort: value })}
        />
      }
      filters={
        <>
          <fieldset className="search-filter-pair search-filter-pair-stacked">
            <legend>{t('search.filters.dates')}</legend>
            <DateFilter
              id="event-from"
              label={t('search.filters.from')}
              value={input.from}
              onApply={(value) => state.change({ from: value })}
            />
            <DateFilter
              id="event-to"
              label={t('search.filters.to')}
              value={input.to}
              onApply={(value) => state.change({ to: value })}
            />
          </fieldset>
          <AmountFilter
            id="event-price-max"
            label={t('search.filters.priceUpTo')}
            value={input.priceMax}
            onApply={(value) => state.change({ priceMax: value })}
          />
          <SelectFilter
            id="event-delivery"
            label={t('search.filters.delivery')}
            value={input.delivery}
            anyLabel={t('search.filters.anyDelivery')}
            options={deliveryOptions(t)}
            onChange={(value) => state.change({ delivery: value })}
          />
          <TextFilter
            id="event-location"
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
        isEmpty={data !== undefined && data.events.length === 0}
        empty={
          <SearchEmpty
            title={t('search.empty.eventsTitle')}
            hint={
              input.topic || chips.length > 0
                ? t('search.empty.hintFilters')
                : t('search.empty.hintNoEvents')
            }
            clearSearch={chips.length > 0 ? state.searchWithout(filterParams) : null}
            suggestionsTitle={t('search.empty.elsewhere')}
            suggestions={[
              { label: t('search.empty.allEvents'), to: '/event' },
              ...(input.topic
                ? [
                    {
                      label: t('search.empty.topicsFor', { text: input.topic }),
                      to: `/search?topic=${encodeURIComponent(input.topic)}`,
                    },
                  ]
                : [{ label: t('search.empty.browseTopics'), to: '/search' }]),
            ]}
          />
        }
      >
        <CardGrid
          label={t('search.results.eventsLabel')}
          items={data?.events ?? []}
          itemKey={(event) => event.id}
          renderItem={(event) => <EventCard event={event} />}
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

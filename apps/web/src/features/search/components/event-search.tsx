import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { searchevents, eventSorts } from '@app/contracts/actions/search';
import { EventCard } from '../../../components/catalogue/event-card.tsx';
import { CardGrid, eagerCards } from '../../../components/catalogue/topic-card.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useSearchEvents } from '../api/search-events.ts';
import { useSearchPage } from '../hooks/use-search-page.ts';
import { useSearchTitle } from '../hooks/use-search-title.ts';
import { commonFilters } from './common-filters.ts';
import { SearchScreen } from './search-screen.tsx';

const filterParams = [
  'username',
  'supplier',
  'from',
  'to',
  'priceMax',
  'delivery',
  'location',
] as const;

/**
 * `/event/search` and `/event` (the upcoming events: the same search without a text, under its
 * own title), and the events tab of `/search` (with `tabs`). Without dates, the events not over
 * yet, soonest first.
 */
export function EventSearch({ title, tabs }: { title?: string; tabs?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = useSearchPage(filterParams, searchevents.request);
  const { input, chips } = search;
  const query = useSearchEvents(input, null);
  const data = query.data;
  const common = commonFilters(t, language, 'event');
  const searchTitle = useSearchTitle('events', input.topic);

  return (
    <SearchScreen
      testId="event-search"
      search={search}
      query={query}
      title={title ?? searchTitle}
      placeholder={t('search.placeholders.events')}
      tabs={tabs}
      countText={(count) => t('search.results.events', { count })}
      sort={{ id: 'event-sort', value: input.sort ?? 'soonest', options: eventSorts }}
      filters={[
        {
          kind: 'pair',
          legend: t('search.filters.dates'),
          isStacked: true,
          fields: [
            { kind: 'date', id: 'event-from', param: 'from', label: t('search.filters.from') },
            { kind: 'date', id: 'event-to', param: 'to', label: t('search.filters.to') },
          ],
        },
        {
          kind: 'amount',
          id: 'event-price-max',
          param: 'priceMax',
          label: t('search.filters.priceUpTo'),
        },
        common.delivery,
        common.location,
      ]}
      isEmpty={data !== undefined && data.events.length === 0}
      empty={{
        title: t('search.empty.eventsTitle'),
        hint:
          input.topic || chips.length > 0
            ? t('search.empty.hintFilters')
            : t('search.empty.hintNoEvents'),
        suggestionsTitle: t('search.empty.elsewhere'),
        suggestions: [
          { label: t('search.empty.allEvents'), to: '/event' },
          input.topic
            ? {
                label: t('search.empty.topicsFor', { text: input.topic }),
                to: `/search?topic=${encodeURIComponent(input.topic)}`,
              }
            : { label: t('search.empty.browseTopics'), to: '/search' },
        ],
      }}
    >
      <CardGrid
        label={t('search.results.eventsLabel')}
        items={data?.events ?? []}
        itemKey={(event) => event.id}
        renderItem={(event, index) => <EventCard event={event} eager={index < eagerCards} />}
      />
    </SearchScreen>
  );
}

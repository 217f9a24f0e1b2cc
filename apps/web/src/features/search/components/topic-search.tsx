import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { searchtopics, topicSorts } from '@app/contracts/actions/search';
import type { TopicCard as TopicCardData } from '@app/contracts/catalogue';
import { CardGrid, eagerCards, TopicCard } from '../../../components/catalogue/topic-card.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useSearchTopics } from '../api/search-topics.ts';
import { useSearchPage } from '../hooks/use-search-page.ts';
import { useSearchTitle } from '../hooks/use-search-title.ts';
import { commonFilters } from './common-filters.ts';
import { SearchScreen } from './search-screen.tsx';

const filterParams = [
  'username',
  'supplier',
  'category',
  'priceMin',
  'priceMax',
  'delivery',
  'language',
  'location',
] as const;

interface TopicSearchProps {
  viewerId: number | null;
  /** False while the session is being checked: cards carry the viewer's favourites. */
  isViewerKnown: boolean;
  /** Composed by the page: the favourite toggle of each card. */
  renderAction?: (topic: TopicCardData) => ReactNode;
  /** The tabs of `/search` for the text (search-tabs.tsx). */
  tabs?: ReactNode;
  /** Another tab may still be chosen for the text: an empty list is not final yet. */
  isChoosing?: boolean;
}

/** `/search`: topics by text, provider and filters, with category counts, sorted and paged. */
export function TopicSearch({
  viewerId,
  isViewerKnown,
  renderAction,
  tabs,
  isChoosing,
}: TopicSearchProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const search = useSearchPage(filterParams, searchtopics.request);
  const { input } = search;
  const query = useSearchTopics(input, viewerId, isViewerKnown);
  const data = query.data;
  const title = useSearchTitle('topics', input.topic);
  const isEmpty = data !== undefined && data.topics.length === 0;
  // Only when nothing was found: the categories people find most in, as suggestions.
  const popular = useSearchTopics({ page: 1, pageSize: 1 }, null, isEmpty && !isChoosing);
  const common = commonFilters(t, language, 'topic');

  return (
    <SearchScreen
      testId="topic-search"
      search={search}
      query={query}
      title={title}
      placeholder={t('search.placeholders.topics')}
      tabs={tabs}
      countText={(count) => t('search.results.topics', { count })}
      sort={{
        id: 'topic-sort',
        value: input.sort ?? (input.topic ? 'relevance' : 'newest'),
        options: topicSorts.filter((option) => option !== 'relevance' || input.topic),
      }}
      filters={[
        common.category(data?.categories, input.category),
        {
          kind: 'pair',
          legend: t('search.filters.price'),
          fields: [
            {
              kind: 'amount',
              id: 'topic-price-min',
              param: 'priceMin',
              label: t('search.filters.priceMin'),
            },
            {
              kind: 'amount',
              id: 'topic-price-max',
              param: 'priceMax',
              label: t('search.filters.priceMax'),
            },
          ],
        },
        common.delivery,
        common.language,
        common.location,
      ]}
      isEmpty={isEmpty}
      isChoosing={isChoosing}
      empty={{
        title: t('search.empty.topicsTitle'),
        hint: input.topic ? t('search.empty.hintText') : t('search.empty.hintFilters'),
        suggestionsTitle: t('search.empty.popularCategories'),
        suggestions: (popular.data?.categories ?? []).slice(0, 6).map((entry) => ({
          label: t(`categories.${entry.category}`),
          to: `/search?category=${entry.category}`,
        })),
      }}
    >
      <CardGrid
        label={t('search.results.topicsLabel')}
        items={data?.topics ?? []}
        itemKey={(topic) => topic.id}
        renderItem={(topic, index) => (
          <TopicCard topic={topic} action={renderAction?.(topic)} eager={index < eagerCards} />
        )}
      />
    </SearchScreen>
  );
}

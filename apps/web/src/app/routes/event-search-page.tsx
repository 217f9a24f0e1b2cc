import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { EventSearch, useSearchPageTitle } from '../../features/search/index.ts';

/**
 * `/event/search` and `/event`: the same event search; `/event` is titled "Events" (the upcoming
 * events, until someone narrows them down).
 */
export function EventSearchPage({ upcoming = false }: { upcoming?: boolean }) {
  const { t } = useTranslation();
  const searchTitle = useSearchPageTitle('events');
  const title = upcoming ? t('search.pages.upcomingEvents') : searchTitle;
  usePageTitle(title);
  return <EventSearch title={upcoming ? title : undefined} />;
}

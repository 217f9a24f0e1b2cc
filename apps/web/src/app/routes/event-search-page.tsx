import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { EventSearch } from '../../features/search/components/event-search.tsx';

/**
 * `/event/search` and `/event`: the same event search; `/event` is titled "Events" (the upcoming
 * events, until someone narrows them down).
 */
export function EventSearchPage({ upcoming = false }: { upcoming?: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const text = params.get('topic')?.trim();
  const title = upcoming
    ? t('search.pages.upcomingEvents')
    : text
      ? t('search.pages.eventsFor', { text })
      : t('search.pages.events');
  usePageTitle(title);
  return <EventSearch title={upcoming ? title : undefined} />;
}

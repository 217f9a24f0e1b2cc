import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { ManageEvents, manageTabs, type ManageTab } from '../../features/events/index.ts';

/** `event/manage_event?tab=upcoming|past|drafts&page=n`: the provider's own events. */
export function ManageEventsPage() {
  const { t } = useTranslation();
  usePageTitle(t('events.titles.manage'));
  const [params] = useSearchParams();
  const rawTab = params.get('tab');
  const tab: ManageTab = manageTabs.find((name) => name === rawTab) ?? 'upcoming';
  const page = Math.min(Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1), 10_000);
  return (
    <div className="container page">
      <ManageEvents
        tab={tab}
        page={page}
        hrefOf={(nextTab, nextPage) => {
          const query = new URLSearchParams();
          if (nextTab !== 'upcoming') query.set('tab', nextTab);
          if (nextPage > 1) query.set('page', String(nextPage));
          const search = query.toString();
          return `/event/manage_event${search ? `?${search}` : ''}`;
        }}
      />
    </div>
  );
}

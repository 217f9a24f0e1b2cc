import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { TabList, tabPanelProps } from '../../components/ui/tab-list.tsx';
import { useSession } from '../../shared/session/use-session.ts';
import { type RequirementStatus, MyRequirements } from '../../features/requirements/index.ts';
import { MyQuotesList } from '../../features/quotes/index.ts';

type Tab = 'requirements' | 'quotes';

const pageOf = (params: URLSearchParams) =>
  Math.min(10_000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));

/**
 * `/manage_requirement` and `/requirement`: the seeker's own requirements and, for providers, the
 * quotes they sent (`?tab=quotes`); the URL keeps tab, status and page.
 */
export function MyRequirementsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = session.isProvider && params.get('tab') === 'quotes' ? 'quotes' : 'requirements';
  usePageTitle(t(tab === 'quotes' ? 'quotes.sent.title' : 'requirements.titles.manage'));
  const status: RequirementStatus = params.get('status') === 'closed' ? 'closed' : 'open';
  const page = pageOf(params);
  const onQueryChange = useCallback(
    (nextStatus: RequirementStatus, nextPage: number) => {
      const next = new URLSearchParams();
      if (nextStatus === 'closed') next.set('status', 'closed');
      if (nextPage > 1) next.set('page', String(nextPage));
      setParams(next);
    },
    [setParams],
  );
  const onQuotesPage = useCallback(
    (nextPage: number) => {
      const next = new URLSearchParams({ tab: 'quotes' });
      if (nextPage > 1) next.set('page', String(nextPage));
      setParams(next);
    },
    [setParams],
  );
  const requirements = <MyRequirements status={status} page={page} onQueryChange={onQueryChange} />;
  if (!session.isProvider) return <div className="container page">{requirements}</div>;
  return (
    <div className="container page">
      <TabList
        tabs={[
          { id: 'requirements', label: t('quotes.sent.tabRequirements') },
          { id: 'quotes', label: t('quotes.sent.tabQuotes') },
        ]}
        selected={tab}
        onSelect={(next) => (next === 'quotes' ? onQuotesPage(1) : onQueryChange('open', 1))}
        label={t('quotes.sent.tabsLabel')}
        idPrefix="my-requirements-page"
      />
      <div {...tabPanelProps('my-requirements-page', tab)}>
        {tab === 'quotes' ? <MyQuotesList page={page} onPage={onQuotesPage} /> : requirements}
      </div>
    </div>
  );
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import type { RequirementStatus } from '../../features/requirements/api/get-my-requirements.ts';
import { MyRequirements } from '../../features/requirements/components/my-requirements.tsx';

/** `/manage_requirement` and `/requirement`: the seeker's own requirements; the URL keeps tab and page. */
export function MyRequirementsPage() {
  const { t } = useTranslation();
  usePageTitle(t('requirements.titles.manage'));
  const [params, setParams] = useSearchParams();
  const status: RequirementStatus = params.get('status') === 'closed' ? 'closed' : 'open';
  const page = Math.min(10_000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const onQueryChange = useCallback(
    (nextStatus: RequirementStatus, nextPage: number) => {
      const next = new URLSearchParams();
      if (nextStatus === 'closed') next.set('status', 'closed');
      if (nextPage > 1) next.set('page', String(nextPage));
      setParams(next);
    },
    [setParams],
  );
  return (
    <div className="container page">
      <MyRequirements status={status} page={page} onQueryChange={onQueryChange} />
    </div>
  );
}

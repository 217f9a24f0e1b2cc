import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { RequirementSearch } from '../../features/search/components/requirement-search.tsx';

/** `/requirement/search`: the public list of requirements (each one's page needs a session). */
export function RequirementSearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const text = params.get('topic')?.trim();
  usePageTitle(text ? t('search.pages.requirementsFor', { text }) : t('search.pages.requirements'));
  return <RequirementSearch />;
}

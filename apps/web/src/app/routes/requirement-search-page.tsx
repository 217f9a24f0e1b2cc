import { usePageTitle } from '../../hooks/use-page-title.ts';
import { RequirementSearch } from '../../features/search/components/requirement-search.tsx';
import { useSearchPageTitle } from '../../features/search/hooks/use-search-title.ts';

/** `/requirement/search`: the public list of requirements (each one's page needs a session). */
export function RequirementSearchPage() {
  usePageTitle(useSearchPageTitle('requirements'));
  return <RequirementSearch />;
}

import { usePageTitle } from '../../hooks/use-page-title.ts';
import { RequirementSearch, useSearchPageTitle } from '../../features/search/index.ts';

/** `/requirement/search`: the public list of requirements (each one's page needs a session). */
export function RequirementSearchPage() {
  usePageTitle(useSearchPageTitle('requirements'));
  return <RequirementSearch />;
}

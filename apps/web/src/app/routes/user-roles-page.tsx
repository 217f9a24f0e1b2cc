import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import { UserRolesScreen } from '../../features/company-people/index.ts';

/** `/dashboard/c/userroles` (signed in): the company admin's people and roles. */
export function UserRolesPage() {
  const { t } = useTranslation();
  usePageTitle(t('companyPeople.title'));
  const language = useLanguage();
  return (
    <div className="container page">
      <UserRolesScreen language={language} />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { LocationsScreen } from '../../features/company-people/index.ts';

/**
 * `/dashboard/c/add-company-profile` (signed in): the group's locations, for its admins; a new
 * company for an account of none.
 */
export function LocationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('companyPeople.locations.title'));
  return (
    <div className="container page">
      <LocationsScreen />
    </div>
  );
}

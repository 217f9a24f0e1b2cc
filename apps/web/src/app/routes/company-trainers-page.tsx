import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { TrainersListScreen } from '../../features/company-trainers/index.ts';

/** `dashboard/c/trainerslist` (signed in, company staff): the company's approved trainers. */
export function CompanyTrainersPage() {
  const { t } = useTranslation();
  usePageTitle(t('companyTrainers.title'));
  return (
    <div className="container page">
      <TrainersListScreen />
    </div>
  );
}

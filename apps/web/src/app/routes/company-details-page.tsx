import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import { CompanyDetails } from '../../features/profile/components/company-details.tsx';

/** `/profile/company-details`: for company and SME users; others are told it is not for them. */
export function CompanyDetailsPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.companyDetails'));
  const language = useLanguage();
  return (
    <div className="container page">
      <CompanyDetails language={language} />
    </div>
  );
}

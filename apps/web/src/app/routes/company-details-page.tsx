import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import { CompanyDetails } from '../../features/profile/index.ts';
import { BillingDetailsCard } from '../../features/billing/index.ts';
import { useSession } from '../../shared/session/use-session.ts';

/** `/profile/company-details`: for company and SME users; others are told it is not for them. */
export function CompanyDetailsPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.companyDetails'));
  const language = useLanguage();
  const session = useSession();
  return (
    <div className="container page">
      <CompanyDetails language={language} />
      {session.company ? <BillingDetailsCard target="company" anchor="billing" /> : null}
    </div>
  );
}

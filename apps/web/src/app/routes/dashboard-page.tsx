import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import { EmailConfirmationReminder } from '../../features/email-verification/index.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { displayNameOf } from '../../features/auth/index.ts';
import {
  DashboardOverview,
  type AccountType,
  type DashboardKind,
} from '../../features/dashboard/index.ts';

export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.dashboard'));
  const language = useLanguage();
  const { user } = useSession();
  if (!user) return null;
  // The company flag wins over the SME flag (route table, "dashboard").
  const kind: DashboardKind = user.companyuser ? 'company' : user.smeuser ? 'sme' : 'ordinary';
  const accountType: AccountType =
    kind !== 'ordinary' ? kind : user.userType === 'IN' ? 'individual' : 'providerCompany';
  return (
    <div className="container page">
      {user.emailVerified === false ? (
        <EmailConfirmationReminder
          email={user.email}
          text={t('emailVerification.reminder')}
          testId="email-reminder"
        />
      ) : null}
      {user.platformRole ? (
        // The way into the console for the people who run the marketplace.
        <p className="alert alert-info" data-testid="console-link">
          {t('console.gate.youRunIt')} <Link to="/admin/reports">{t('nav.console.open')}</Link>
        </p>
      ) : null}
      <DashboardOverview
        name={displayNameOf(user)}
        username={user.username}
        kind={kind}
        accountType={accountType}
        serviceType={user.serviceType}
        language={language}
        origin={window.location.origin}
      />
    </div>
  );
}

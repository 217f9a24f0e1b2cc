import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useAuthDialog } from '../../features/auth/index.ts';
import { InvitationScreen } from '../../features/company-people/index.ts';

/** `/invitation/{token}` (anyone): an invitation to a company's staff, from its e-mail. */
export function InvitationPage() {
  const { t } = useTranslation();
  usePageTitle(t('companyPeople.invitation.documentTitle'));
  const { token = '' } = useParams();
  const { open } = useAuthDialog();
  return (
    <div className="container page">
      <InvitationScreen
        token={token}
        onSignIn={() => open('login')}
        onRegister={() => open('register')}
      />
    </div>
  );
}

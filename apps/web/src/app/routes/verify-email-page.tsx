import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useAuthDialog } from '../../features/auth/index.ts';
import { VerifyEmailScreen } from '../../features/email-verification/index.ts';
import { useSession } from '../../shared/session/use-session.ts';

/** /verify-email/:id/:token: the e-mailed confirmation link; it works signed in or not. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.verifyEmail'));
  const { id = '', token = '' } = useParams();
  const { open } = useAuthDialog();
  const { isLoggedIn } = useSession();
  return (
    <div className="container page verify-page" data-testid="verify-email-page">
      <VerifyEmailScreen
        key={`${id}/${token}`}
        id={id}
        token={token}
        isLoggedIn={isLoggedIn}
        onLogin={() => open('login')}
      />
    </div>
  );
}

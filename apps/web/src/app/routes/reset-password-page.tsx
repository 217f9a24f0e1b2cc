import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useAuthDialog } from '../../features/auth/index.ts';
import { ResetPasswordForm } from '../../features/password-reset/index.ts';

/** /reset/:id/:token: the e-mailed link; once the password is set, the login dialog opens. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.reset'));
  const { id = '', token = '' } = useParams();
  const { open } = useAuthDialog();
  return (
    <div className="container page reset-page" data-testid="reset-password-page">
      <ResetPasswordForm
        key={`${id}/${token}`}
        id={id}
        token={token}
        onLogin={() => open('login')}
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { ForgotPasswordForm } from '../../features/password-reset/index.ts';

/** /reset: ask for a password-reset link. */
export function ResetRequestPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.reset'));
  return (
    <div className="container page reset-page" data-testid="reset-request-page">
      <ForgotPasswordForm />
    </div>
  );
}

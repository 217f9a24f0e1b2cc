import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '../hooks/auth-dialog-context.ts';

/** The logged-out header's log-in and sign-up buttons. */
export function AuthButtons() {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => open('login')}
        data-testid="header-login"
      >
        {t('header.login')}
      </button>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => open('register')}
        data-testid="header-signup"
      >
        {t('header.signup')}
      </button>
    </>
  );
}

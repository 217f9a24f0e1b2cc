import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '../hooks/auth-dialog-context.ts';

/** The logged-out header's log-in and sign-up buttons. */
export function AuthButtons() {
  const { t } = useTranslation();
  const { open, prefetch } = useAuthDialog();
  // A pointer over a button or the focus on it: the dialog's code is fetched before the click.
  const intent = { onPointerEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost"
        {...intent}
        onClick={() => open('login')}
        data-testid="header-login"
      >
        {t('header.login')}
      </button>
      <button
        type="button"
        className="btn btn-primary"
        {...intent}
        onClick={() => open('register')}
        data-testid="header-signup"
      >
        {t('header.signup')}
      </button>
    </>
  );
}

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import {
  AuthDialogContext,
  type AuthDialogMode,
  type AuthDialogState,
} from '../hooks/auth-dialog-context.ts';
import { LoginDialog } from './login-dialog.tsx';
import { RegisterDialog } from './register-dialog.tsx';

/** Holds which auth dialog is open; login and register toggle to each other. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<AuthDialogMode | null>(null);
  const [success, setSuccess] = useState<{ message?: string; title?: string }>({});
  const open = useCallback((next: AuthDialogMode) => {
    setSuccess({});
    setMode(next);
  }, []);
  const showSuccess = useCallback((message?: string, title?: string) => {
    setSuccess({ message, title });
    setMode('success');
  }, []);
  const close = useCallback(() => setMode(null), []);
  const state = useMemo<AuthDialogState>(
    () => ({ mode, open, showSuccess, close }),
    [mode, open, showSuccess, close],
  );

  return (
    <AuthDialogContext.Provider value={state}>
      {children}
      {mode === 'login' ? (
        <LoginDialog onClose={close} onSwitchToRegister={() => open('register')} />
      ) : null}
      {mode === 'register' ? (
        <RegisterDialog
          onClose={close}
          onSwitchToLogin={() => open('login')}
          onRegistered={showSuccess}
        />
      ) : null}
      {mode === 'success' ? (
        <Dialog
          title={success.title ?? t('auth.success.title')}
          closeLabel={t('app.close')}
          onClose={close}
          size="sm"
          testId="success-dialog"
        >
          <p role="status">{success.message ?? t('auth.success.message')}</p>
          <button
            type="button"
            className="btn btn-primary btn-block"
            data-autofocus
            onClick={close}
          >
            {t('auth.success.ok')}
          </button>
        </Dialog>
      ) : null}
    </AuthDialogContext.Provider>
  );
}

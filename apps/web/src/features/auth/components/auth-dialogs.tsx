import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { takeAttemptedUrl } from '../../../shared/session/attempted-url.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import {
  AuthDialogContext,
  type AuthDialogMode,
  type AuthDialogState,
} from '../hooks/auth-dialog-context.ts';

// The dialogs and their forms (with the contract's schemas and zod) are chunks of their own: the
// first page does not carry them (issue 14), nor fetches them unasked (issue 35). The header's
// buttons fetch them when a pointer or the focus comes to them, so that opening one rarely waits.
// One opened before its chunk arrived appears when it does: a stand-in dialog swapped for the
// real one under the pointer moved its buttons while a click was on its way.
const loadLogin = () => import('./login-dialog.tsx');
const loadRegister = () => import('./register-dialog.tsx');
const LoginDialog = lazy(async () => ({ default: (await loadLogin()).LoginDialog }));
const RegisterDialog = lazy(async () => ({ default: (await loadRegister()).RegisterDialog }));
const prefetchDialogs = () => {
  // A failed prefetch is retried when the dialog is opened (and reported there).
  loadLogin().catch(() => undefined);
  loadRegister().catch(() => undefined);
};

/** Holds which auth dialog is open; login and register toggle to each other. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<AuthDialogMode | null>(null);
  const navigate = useNavigate();
  const [success, setSuccess] = useState<{
    message?: string;
    title?: string;
    continueTo?: string;
  }>({});
  const open = useCallback((next: AuthDialogMode) => {
    setSuccess({});
    setMode(next);
  }, []);
  const showSuccess = useCallback((message?: string, title?: string, continueTo?: string) => {
    setSuccess({ message, title, continueTo });
    setMode('success');
  }, []);
  const close = useCallback(() => setMode(null), []);
  const state = useMemo<AuthDialogState>(
    () => ({ mode, open, showSuccess, close, prefetch: prefetchDialogs }),
    [mode, open, showSuccess, close],
  );
  return (
    <AuthDialogContext.Provider value={state}>
      {children}
      <Suspense fallback={null}>
        {mode === 'login' ? (
          <LoginDialog onClose={close} onSwitchToRegister={() => open('register')} />
        ) : null}
        {mode === 'register' || mode === 'register-trainer' || mode === 'register-company' ? (
          <RegisterDialog
            initialRole={
              mode === 'register-trainer'
                ? 'provider'
                : mode === 'register-company'
                  ? 'company'
                  : 'seeker'
            }
            onClose={close}
            onSwitchToLogin={() => open('login')}
            // A new account is signed in: its button continues to the dashboard.
            onRegistered={(message, title) => showSuccess(message, title, '/dashboard')}
            onJoined={showSuccess}
          />
        ) : null}
      </Suspense>
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
            onClick={() => {
              close();
              // Where the visitor was going (an invitation that sent them to register), or on.
              if (success.continueTo) void navigate(takeAttemptedUrl() ?? success.continueTo);
            }}
          >
            {success.continueTo ? t('auth.success.continue') : t('auth.success.ok')}
          </button>
        </Dialog>
      ) : null}
    </AuthDialogContext.Provider>
  );
}

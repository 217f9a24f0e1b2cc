import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { actions } from '@app/contracts/registry';
import { isFailure, NetworkError } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { schemaProblemsOf } from '../../../shared/forms/schema-problems.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useLogin } from '../api/login.ts';
import { loadSessionDetails } from '../hooks/load-session-details.ts';
import { takeAttemptedUrl } from '../../../shared/session/attempted-url.ts';
import { SocialLoginButtons } from './social-login-buttons.tsx';
import { CaptchaWidget, type CaptchaHandle } from '../../../shared/captcha/captcha-widget.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';
import { WelcomeChoice } from './welcome-choice.tsx';
import './auth-dialogs.css';

export const redirectAfterLoginMs = 1000;

interface LoginDialogProps {
  onClose: () => void;
  onSwitchToRegister: () => void;
}

type Outcome = { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'success' };

export function LoginDialog({ onClose, onSwitchToRegister }: LoginDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  /** The contract's login rules, checked at submit: a message key per field. */
  const [problems, setProblems] = useState<Partial<Record<'username' | 'password', string>>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [isSolving, setIsSolving] = useState(false);
  /** The password was right and the second factor is awaited. */
  const [needsCode, setNeedsCode] = useState(false);
  /** A first social sign-in made the account: how the person will use it is asked. */
  const [welcoming, setWelcoming] = useState(false);
  const captchaRef = useRef<CaptchaHandle>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  const usernameRef = useRef<HTMLInputElement>(null);
  const ids = { username: useId(), password: useId(), error: useId() };

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const messageOf = useErrorMessage();

  /** The product's failure: the message, both fields cleared, the captcha when asked for. */
  const fail = (message: string, captcha?: boolean) => {
    if (captcha !== undefined) setNeedsCaptcha(captcha);
    captchaRef.current?.reset();
    setOutcome({ kind: 'error', message });
    setUsername('');
    setPassword('');
    usernameRef.current?.focus();
  };

  const finishLogin = async () => {
    const user = await loadSessionDetails(queryClient);
    if (!user) {
      setOutcome({ kind: 'error', message: t('errors.internal') });
      return;
    }
    setOutcome({ kind: 'success' });
    redirectTimer.current = window.setTimeout(() => {
      onClose();
      void navigate(takeAttemptedUrl() ?? '/dashboard');
    }, redirectAfterLoginMs);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = schemaProblemsOf(actions.login.request, { username, password });
    setProblems(found);
    if (found.username || found.password) return;
    setOutcome({ kind: 'idle' });
    let recaptcha: string | undefined;
    if (needsCaptcha && captchaRef.current) {
      setIsSolving(true);
      recaptcha = (await captchaRef.current.solve()) ?? undefined;
      setIsSolving(false);
    }
    try {
      const result = await loginMutation.mutateAsync({
        username: username.trim(),
        password,
        cookie: remember,
        ...(recaptcha ? { recaptcha } : {}),
      });
      if (isFailure(result) && result.twoFactor === true) {
        setOutcome({ kind: 'idle' });
        setNeedsCode(true);
        return;
      }
      if (isFailure(result)) {
        const demandsCaptcha =
          result.recaptcha === true ||
          result.code === 'captcha_required' ||
          result.code === 'captcha_invalid';
        fail(messageOf(result), demandsCaptcha);
        return;
      }
      await finishLogin();
    } catch (error) {
      // Deliberate departure from the original clients (docs/product.md): say so, and keep what was typed.
      if (error instanceof NetworkError) {
        captchaRef.current?.reset();
        setOutcome({ kind: 'error', message: messageOf(error) });
        return;
      }
      fail(messageOf(error));
    }
  };

  const isBusy = loginMutation.isPending || isSolving || outcome.kind === 'success';

  return (
    <Dialog
      title={welcoming ? t('auth.welcome.title') : t('auth.login.title')}
      description={welcoming ? t('auth.welcome.subtitle') : t('auth.login.subtitle')}
      closeLabel={t('app.close')}
      onClose={onClose}
      testId="login-dialog"
    >
      {welcoming ? (
        <WelcomeChoice
          onDone={(path) => {
            onClose();
            void navigate(path);
          }}
        />
      ) : needsCode ? (
        <>
          {outcome.kind === 'success' ? (
            <p className="alert alert-success" role="status" data-testid="login-success">
              {t('auth.login.success')}
            </p>
          ) : (
            <TwoFactorStep
              onSignedIn={() => void finishLogin()}
              onRestart={(message) => {
                setNeedsCode(false);
                setPassword('');
                setOutcome(message ? { kind: 'error', message } : { kind: 'idle' });
              }}
            />
          )}
        </>
      ) : (
        <>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="auth-form">
            <div aria-live="polite">
              {outcome.kind === 'error' ? (
                <p
                  className="alert alert-error"
                  role="alert"
                  id={ids.error}
                  data-testid="login-error"
                >
                  {outcome.message}
                </p>
              ) : null}
              {outcome.kind === 'success' ? (
                <p className="alert alert-success" role="status" data-testid="login-success">
                  {t('auth.login.success')}
                </p>
              ) : null}
            </div>
            <FormField
              id={ids.username}
              label={t('auth.login.username')}
              problem={problems.username}
            >
              {(control) => (
                <input
                  {...control}
                  ref={usernameRef}
                  className="input"
                  name="username"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  data-autofocus
                  value={username}
                  onChange={(event) => {
                    setUsername(event.target.value);
                    setProblems(({ username: _fixed, ...rest }) => rest);
                  }}
                />
              )}
            </FormField>
            <FormField
              id={ids.password}
              label={t('auth.login.password')}
              problem={problems.password}
            >
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setProblems(({ password: _fixed, ...rest }) => rest);
                  }}
                />
              )}
            </FormField>
            <div className="auth-row">
              <label className="checkbox">
                <input
                  type="checkbox"
                  name="remember"
                  checked={remember}
                  onChange={(event) => setRemember(event.target.checked)}
                />
                {t('auth.login.remember')}
              </label>
              <Link to="/reset" className="auth-link" onClick={onClose}>
                {t('auth.login.forgot')}
              </Link>
            </div>
            {needsCaptcha ? <CaptchaWidget ref={captchaRef} language={language} /> : null}
            <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={isBusy}>
              {isSolving
                ? t('auth.login.verifying')
                : loginMutation.isPending
                  ? t('auth.login.submitting')
                  : t('auth.login.submit')}
            </button>
          </form>
          <SocialLoginButtons
            onLoggedIn={(isNewAccount) => {
              if (!isNewAccount) return void finishLogin();
              void loadSessionDetails(queryClient).then(() => setWelcoming(true));
            }}
            onSecondFactor={() => setNeedsCode(true)}
          />
          <p className="auth-switch">
            {t('auth.login.noAccount')}{' '}
            <button type="button" className="link-button" onClick={onSwitchToRegister}>
              {t('auth.login.switchToRegister')}
            </button>
          </p>
        </>
      )}
    </Dialog>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actions } from '@app/contracts/registry';
import { isFailure } from '../../../lib/api-client.ts';
import { errorMessageKey, useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { schemaProblemsOf } from '../../../shared/forms/schema-problems.ts';
import { useLoginTwoFactor } from '../api/login-two-factor.ts';

interface TwoFactorStepProps {
  /** The code was right: the session has started. */
  onSignedIn: () => void;
  /** The challenge is gone (too slow, too many tries): back to the password, saying why. */
  onRestart: (message: string) => void;
}

/**
 * The login dialog's second step: the 6-digit code of the authenticator app, or one of the
 * recovery codes. A wrong code says so and keeps the step; an expired one goes back.
 */
export function TwoFactorStep({ onSignedIn, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const mutation = useLoginTwoFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { code: useId(), text: useId() };
  const input = useRef<HTMLInputElement>(null);
  // The step replaces the password form in the open dialog: the code field takes the focus,
  // and again when the kind of code changes.
  useEffect(() => input.current?.focus(), [useRecovery]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const [broken] = Object.values(schemaProblemsOf(actions.logintwofactor.request, { code }));
    if (broken) {
      setProblem(broken);
      return;
    }
    setProblem(null);
    try {
      const result = await mutation.mutateAsync(code);
      if (!isFailure(result)) {
        onSignedIn();
        return;
      }
      if (result.code === 'two_factor_expired') {
        onRestart(messageOf(result));
        return;
      }
      setCode('');
      setProblem(errorMessageKey(result));
    } catch (error) {
      setProblem(errorMessageKey(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="auth-form"
      data-testid="two-factor-step"
      aria-describedby={ids.text}
    >
      <h3 className="auth-step-title">{t('auth.twoFactor.title')}</h3>
      <p id={ids.text} className="muted">
        {useRecovery ? t('auth.twoFactor.recoveryText') : t('auth.twoFactor.text')}
      </p>
      <FormField
        id={ids.code}
        label={useRecovery ? t('auth.twoFactor.recoveryCode') : t('auth.twoFactor.code')}
        problem={problem}
        announce
        errorTestId="two-factor-error"
      >
        {(control) => (
          <input
            {...control}
            key={useRecovery ? 'recovery' : 'app'}
            className="input"
            name="code"
            autoComplete="one-time-code"
            inputMode={useRecovery ? 'text' : 'numeric'}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={useRecovery ? 20 : 6}
            ref={input}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </FormField>
      <button
        type="submit"
        className="btn btn-primary btn-block btn-lg"
        disabled={mutation.isPending}
      >
        {mutation.isPending ? t('auth.twoFactor.submitting') : t('auth.twoFactor.submit')}
      </button>
      <div className="auth-row">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setUseRecovery((value) => !value);
            setCode('');
            setProblem(null);
          }}
        >
          {useRecovery ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useRecovery')}
        </button>
        <button type="button" className="link-button" onClick={() => onRestart('')}>
          {t('auth.twoFactor.back')}
        </button>
      </div>
    </form>
  );
}

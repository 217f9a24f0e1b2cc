import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema, firstProblem } from '@app/contracts/validation';
import { isFailure } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import './password-reset.css';
import { FormError } from '../../../shared/errors/form-error.tsx';

/**
 * /reset: the e-mail address, then always the same confirmation, so nobody learns through this
 * page which addresses have an account.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const requestMutation = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const id = useId();
  const problem = touched || submitted ? firstProblem(emailSchema, email) : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (firstProblem(emailSchema, email) !== null) return;
    try {
      const result = await requestMutation.mutateAsync(email.trim());
      if (isFailure(result)) {
        setFormError(messageOf(result));
        return;
      }
      setSentTo(email.trim());
    } catch (error) {
      setFormError(messageOf(error));
    }
  };

  if (sentTo !== null) {
    return (
      <div className="reset-card card" data-testid="reset-sent">
        <h1 className="page-title">{t('reset.request.sentTitle')}</h1>
        <p className="alert alert-success" role="status">
          {t('reset.request.sent', { email: sentTo })}
        </p>
        <p className="muted">{t('reset.request.sentHint')}</p>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setSentTo(null);
            setSubmitted(false);
            setTouched(false);
          }}
        >
          {t('reset.request.again')}
        </button>
      </div>
    );
  }

  return (
    <div className="reset-card card">
      <h1 className="page-title">{t('reset.request.title')}</h1>
      <p className="muted">{t('reset.request.intro')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormError message={formError} testId="reset-error" />
        <FormField
          id={id}
          label={t('reset.request.email')}
          problem={problem}
          errorTestId="semail-error"
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              name="semail"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onBlur={() => setTouched(true)}
            />
          )}
        </FormField>
        <button
          type="submit"
          className="btn btn-primary btn-block btn-lg"
          disabled={requestMutation.isPending}
        >
          {requestMutation.isPending ? t('reset.request.sending') : t('reset.request.submit')}
        </button>
      </form>
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotpassword } from '@app/contracts/actions/account';
import { emailSchema, firstProblem } from '@app/contracts/validation';
import { isFailure } from '../../../lib/api-client.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import './password-reset.css';
import { FormError } from '../../../shared/errors/form-error.tsx';

/**
 * /reset: the e-mail address, then always the same confirmation, so nobody learns through this
 * page which addresses have an account.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const requestMutation = useRequestPasswordReset();
  const form = useContractForm({ schema: forgotpassword.request, mutation: requestMutation });
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const id = useId();
  // The address's problem shows once the field is left, and follows what is typed.
  const problem = touched || submitted ? firstProblem(emailSchema, email) : null;

  const onSubmit = form.onSubmit(
    () => {
      setSubmitted(true);
      return { semail: email };
    },
    async () => {
      const result = await requestMutation.mutateAsync(email.trim());
      if (!isFailure(result)) setSentTo(email.trim());
      return result;
    },
  );

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
      <form noValidate onSubmit={onSubmit}>
        <FormError message={form.formError} testId="reset-error" />
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
        <SubmitButton
          isPending={form.isPending}
          label={t('reset.request.submit')}
          pendingLabel={t('reset.request.sending')}
          className="btn btn-primary btn-block btn-lg"
        />
      </form>
    </div>
  );
}

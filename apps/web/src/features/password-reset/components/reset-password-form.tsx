import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { firstProblem, passwordSchema, passwordsMatch } from '@app/contracts/validation';
import { isFailure } from '../../../lib/api-client.ts';
import {
  errorMessageKey,
  fieldProblemsOf,
  useErrorMessage,
} from '../../../shared/errors/error-message.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useResetLinkCheck } from '../api/check-reset-link.ts';
import { useResetPassword } from '../api/reset-password.ts';
import './password-reset.css';
import { FormError } from '../../../shared/errors/form-error.tsx';

interface ResetPasswordFormProps {
  id: string;
  token: string;
  /** Opens the login dialog once the password is changed. */
  onLogin: () => void;
}

type Field = 'newpass' | 'confpass';

/**
 * /reset/:id/:token: the link is checked first (expired or used: say so and offer a new one),
 * then a new password and its confirmation. The link works once.
 */
export function ResetPasswordForm({ id, token, onLogin }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const linkCheck = useResetLinkCheck(id, token);
  const messageOf = useErrorMessage();
  const resetMutation = useResetPassword();
  const [values, setValues] = useState<Record<Field, string>>({ newpass: '', confpass: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    newpass: false,
    confpass: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [linkUsedUp, setLinkUsedUp] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const baseId = useId();

  const problems: Record<Field, string | null> = {
    newpass: firstProblem(passwordSchema, values.newpass),
    confpass:
      values.confpass === ''
        ? 'validation.required'
        : !passwordsMatch(values.newpass, values.confpass)
          ? 'validation.password.mismatch'
          : null,
  };
  const shown = (field: Field): string | null =>
    (field === 'newpass' ? serverProblem : null) ??
    (touched[field] || submitted ? problems[field] : null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (problems.newpass || problems.confpass) return;
    try {
      const result = await resetMutation.mutateAsync({ id, token, ...values });
      if (isFailure(result)) {
        if (result.code === 'reset_link_invalid') setLinkUsedUp(true);
        else if (result.code === 'password_too_common') {
          setServerProblem('errors.password_too_common');
        } else {
          setFormError(messageOf(result));
        }
        return;
      }
      setIsDone(true);
    } catch (error) {
      setServerProblem(fieldProblemsOf(error).newpass ?? null);
      setFormError(messageOf(error, { fieldsShown: true }));
    }
  };

  if (linkCheck.isPending) {
    return (
      <div className="reset-card card" role="status">
        <p className="muted">{t('reset.password.checking')}</p>
      </div>
    );
  }

  if (linkCheck.isError) {
    return (
      <div className="reset-card card">
        <h1 className="page-title">{t('reset.password.title')}</h1>
        <p className="alert alert-error" role="alert">
          {t(errorMessageKey(linkCheck.error))}
        </p>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void linkCheck.refetch()}
        >
          {t('reset.password.retry')}
        </button>
      </div>
    );
  }

  if (isDone) {
    return (
      <div className="reset-card card" data-testid="reset-done">
        <h1 className="page-title">{t('reset.password.doneTitle')}</h1>
        <p className="alert alert-success" role="status">
          {t('reset.password.done')}
        </p>
        <button type="button" className="btn btn-primary btn-block btn-lg" onClick={onLogin}>
          {t('reset.password.login')}
        </button>
      </div>
    );
  }

  if (!linkCheck.data || linkUsedUp) {
    return (
      <div className="reset-card card" data-testid="reset-link-invalid">
        <h1 className="page-title">{t('reset.password.invalidTitle')}</h1>
        <p className="alert alert-error" role="alert">
          {t('errors.reset_link_invalid')}
        </p>
        <Link to="/reset" className="btn btn-primary">
          {t('reset.password.askAgain')}
        </Link>
      </div>
    );
  }

  const field = (name: Field, label: string, autoFocus: boolean) => {
    return (
      <FormField
        id={`${baseId}-${name}`}
        label={label}
        problem={shown(name)}
        errorTestId={`${name}-error`}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            type="password"
            name={name}
            autoComplete="new-password"
            value={values[name]}
            // The page exists to type this password: start there.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={autoFocus}
            onChange={(event) => {
              setValues((current) => ({ ...current, [name]: event.target.value }));
              if (name === 'newpass') setServerProblem(null);
            }}
            onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
          />
        )}
      </FormField>
    );
  };

  return (
    <div className="reset-card card">
      <h1 className="page-title">{t('reset.password.title')}</h1>
      <p className="muted">{t('reset.password.intro')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormError message={formError} testId="reset-error" />
        {field('newpass', t('reset.password.new'), true)}
        {field('confpass', t('reset.password.confirm'), false)}
        <button
          type="submit"
          className="btn btn-primary btn-block btn-lg"
          disabled={resetMutation.isPending}
        >
          {resetMutation.isPending ? t('reset.password.saving') : t('reset.password.submit')}
        </button>
      </form>
    </div>
  );
}

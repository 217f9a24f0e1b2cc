import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  emailSchema,
  firstProblem,
  passwordSchema,
  usernameSchema,
} from '@app/contracts/validation';
import { ApiError, isFailure, NetworkError } from '../../../lib/api-client.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useEmailTaken } from '../api/check-email.ts';
import { useUsernameTaken } from '../api/check-username.ts';
import { useJoin } from '../api/join.ts';
import './auth-dialogs.css';

interface RegisterDialogProps {
  onClose: () => void;
  onSwitchToLogin: () => void;
  onRegistered: () => void;
}

type FieldName = 'susername' | 'semail' | 'spassword';
/** The spec's type-ahead delay before a name is checked against the server. */
export const typeAheadDelayMs = 200;
const schemas = { susername: usernameSchema, semail: emailSchema, spassword: passwordSchema };

export function RegisterDialog({ onClose, onSwitchToLogin, onRegistered }: RegisterDialogProps) {
  const { t } = useTranslation();
  const joinMutation = useJoin();
  const [values, setValues] = useState<Record<FieldName, string>>({
    susername: '',
    semail: '',
    spassword: '',
  });
  const [touched, setTouched] = useState<Record<FieldName, boolean>>({
    susername: false,
    semail: false,
    spassword: false,
  });
  const [terms, setTerms] = useState(true);
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const baseId = useId();

  // Taken names are told as the user types, once the text is valid and has rested 200 ms.
  const typedUsername = values.susername.trim();
  const typedEmail = values.semail.trim();
  const checkedUsername = useDebouncedValue(typedUsername, typeAheadDelayMs);
  const checkedEmail = useDebouncedValue(typedEmail, typeAheadDelayMs);
  const usernameTaken = useUsernameTaken(
    checkedUsername,
    firstProblem(usernameSchema, checkedUsername) === null,
  );
  const emailTaken = useEmailTaken(checkedEmail, firstProblem(emailSchema, checkedEmail) === null);
  const takenProblem = (field: FieldName): string | null => {
    if (field === 'susername' && checkedUsername === typedUsername && usernameTaken.data) {
      return 'errors.username_taken';
    }
    if (field === 'semail' && checkedEmail === typedEmail && emailTaken.data) {
      return 'errors.email_taken';
    }
    return null;
  };

  const problemOf = (field: FieldName): string | null =>
    serverFields[field] ??
    (touched[field] || submitted ? firstProblem(schemas[field], values[field]) : null) ??
    takenProblem(field);

  const update = (field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerFields((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    // The spec's rule: a valid e-mail, a valid password and the terms; the username is flagged only.
    const canSubmit =
      firstProblem(emailSchema, values.semail) === null &&
      firstProblem(passwordSchema, values.spassword) === null &&
      terms;
    if (!canSubmit) return;
    try {
      const result = await joinMutation.mutateAsync({
        susername: values.susername.trim(),
        semail: values.semail.trim(),
        spassword: values.spassword,
      });
      if (isFailure(result)) {
        setFormError(t(`errors.${result.code}`, { defaultValue: t('errors.internal') }));
        return;
      }
      onRegistered();
    } catch (error) {
      if (error instanceof NetworkError) {
        setFormError(t('auth.login.networkError'));
      } else if (error instanceof ApiError) {
        const fields: Partial<Record<FieldName, string>> = {};
        for (const name of Object.keys(schemas) as FieldName[]) {
          const key = error.fields[name]?.[0];
          if (key) fields[name] = key;
        }
        setServerFields(fields);
        setFormError(t(`errors.${error.code}`, { defaultValue: t('errors.internal') }));
      } else {
        setFormError(t('errors.internal'));
      }
    }
  };

  const field = (
    name: FieldName,
    label: string,
    input: { type?: string; autoComplete: string; placeholder?: string },
  ) => {
    const problem = problemOf(name);
    const id = `${baseId}-${name}`;
    return (
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          name={name}
          className="input"
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          placeholder={input.placeholder}
          value={values[name]}
          data-autofocus={name === 'susername' ? true : undefined}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => update(name, event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
        />
        {problem ? (
          <p className="field-error" id={`${id}-error`} data-testid={`${name}-error`}>
            {t(problem)}
          </p>
        ) : null}
      </div>
    );
  };

  const termsProblem = submitted && !terms;

  return (
    <Dialog
      title={t('auth.register.title')}
      description={t('auth.register.subtitle')}
      closeLabel={t('app.close')}
      onClose={onClose}
      testId="register-dialog"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="auth-form">
        {formError ? (
          <p className="alert alert-error" role="alert" data-testid="register-error">
            {formError}
          </p>
        ) : null}
        {field('susername', t('auth.register.username'), {
          autoComplete: 'username',
          placeholder: t('auth.register.usernamePlaceholder'),
        })}
        {field('semail', t('auth.register.email'), { type: 'email', autoComplete: 'email' })}
        {field('spassword', t('auth.register.password'), {
          type: 'password',
          autoComplete: 'new-password',
        })}
        <div className="field">
          <label className="checkbox">
            <input
              type="checkbox"
              name="terms"
              checked={terms}
              aria-invalid={termsProblem}
              onChange={(event) => setTerms(event.target.checked)}
            />
            {t('auth.register.terms')}
          </label>
          <Link to="/terms" className="auth-link auth-terms-link" onClick={onClose}>
            {t('auth.register.readTerms')}
          </Link>
          {termsProblem ? (
            <p className="field-error" data-testid="terms-error">
              {t('validation.terms.required')}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="btn btn-primary btn-block btn-lg"
          disabled={joinMutation.isPending}
        >
          {joinMutation.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
        </button>
      </form>
      <p className="auth-switch">
        {t('auth.register.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={onSwitchToLogin}>
          {t('auth.register.switchToLogin')}
        </button>
      </p>
    </Dialog>
  );
}

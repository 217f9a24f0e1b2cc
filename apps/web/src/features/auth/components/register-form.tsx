import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { companyNameSchema, countrySchema } from '@app/contracts/companies';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { companyJoinFields } from '@app/contracts/actions/account';
import {
  emailSchema,
  firstProblem,
  passwordSchema,
  phoneSchema,
  usernameSchema,
} from '@app/contracts/validation';
import { isFailure } from '../../../lib/api-client.ts';
import { fieldProblemsOf, useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { defaultCountryCode } from '../../../lib/countries.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useEmailTaken } from '../api/check-email.ts';
import { useUsernameTaken } from '../api/check-username.ts';
import type { InvitingCompany } from '../api/get-company-invite.ts';
import { useJoin } from '../api/join.ts';
import { useJoinSmeCompany } from '../api/join-sme-company.ts';
import { internationalNumber, PhoneField } from './phone-field.tsx';
import { loadSessionDetails } from '../hooks/load-session-details.ts';
import {
  CompanySignUpFields,
  type CompanySignUpDraft,
  type CompanySignUpField,
} from './company-signup-fields.tsx';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { SignUpRoleChoice, type SignUpRole } from './sign-up-role-choice.tsx';

type FieldName = 'susername' | 'semail' | 'spassword';
type ProblemField = FieldName | 'phone';
/** The product's type-ahead delay before a name is checked against the server. */
export const typeAheadDelayMs = 200;
const schemas = { susername: usernameSchema, semail: emailSchema, spassword: passwordSchema };

interface RegisterFormProps {
  /** Joining through a company's link: phone and industry are asked, and the company is joined. */
  company: InvitingCompany | null;
  /** The role chosen first ("Sign up as a trainer" opens the form with `provider`). */
  initialRole?: SignUpRole;
  onClose: () => void;
  /** Signed up and signed in: the success dialog's message, and where its button continues. */
  onRegistered: (message: string | undefined, title?: string) => void;
}

export function RegisterForm({
  company,
  initialRole = 'seeker',
  onClose,
  onRegistered,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const messageOf = useErrorMessage();
  const joinMutation = useJoin();
  const joinSmeMutation = useJoinSmeCompany();
  const [values, setValues] = useState<Record<FieldName, string>>({
    susername: '',
    semail: '',
    spassword: '',
  });
  const [touched, setTouched] = useState<Record<ProblemField, boolean>>({
    susername: false,
    semail: false,
    spassword: false,
    phone: false,
  });
  const [countryCode, setCountryCode] = useState(defaultCountryCode);
  const [nationalNumber, setNationalNumber] = useState('');
  const [industry, setIndustry] = useState('');
  const [terms, setTerms] = useState(true);
  const [role, setRole] = useState<SignUpRole>(initialRole);
  const [companyDraft, setCompanyDraft] = useState<CompanySignUpDraft>({
    companyName: '',
    country: defaultCountryCode,
    alsoOffers: false,
    firstName: '',
    lastName: '',
  });
  const [companyTouched, setCompanyTouched] = useState<Record<CompanySignUpField, boolean>>({
    companyName: false,
    country: false,
  });
  const queryClient = useQueryClient();
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<
    Partial<Record<ProblemField | CompanySignUpField, string>>
  >({});
  const [formError, setFormError] = useState<string | null>(null);
  const baseId = useId();
  const isJoining = company !== null;
  const isCompany = !isJoining && role === 'company';
  const companySchemas = { companyName: companyNameSchema, country: countrySchema };
  const companyProblemOf = (field: CompanySignUpField): string | null =>
    serverFields[field] ??
    (companyTouched[field] || submitted
      ? firstProblem(companySchemas[field], companyDraft[field])
      : null);
  const phone = internationalNumber(countryCode, nationalNumber);

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

  const phoneRule = (): string | null =>
    nationalNumber.trim() === '' ? 'validation.required' : firstProblem(phoneSchema, phone);

  const problemOf = (field: ProblemField): string | null => {
    const shown = touched[field] || submitted;
    if (field === 'phone') return serverFields.phone ?? (shown ? phoneRule() : null);
    return (
      serverFields[field] ??
      (shown ? firstProblem(schemas[field], values[field]) : null) ??
      takenProblem(field)
    );
  };

  const update = (field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerFields((current) => ({ ...current, [field]: undefined }));
  };
  const touch = (field: ProblemField) => setTouched((current) => ({ ...current, [field]: true }));

  const submitJoin = () => {
    const account = {
      susername: values.susername.trim(),
      semail: values.semail.trim(),
      spassword: values.spassword,
    };
    if (!company) {
      if (role !== 'company') return joinMutation.mutateAsync({ ...account, serviceType: role });
      return joinMutation.mutateAsync({
        ...account,
        accountKind: companyDraft.alsoOffers ? 'sme' : 'company',
        companyName: companyDraft.companyName.trim(),
        country: companyDraft.country,
        ...(companyDraft.firstName.trim() ? { firstName: companyDraft.firstName.trim() } : {}),
        ...(companyDraft.lastName.trim() ? { lastName: companyDraft.lastName.trim() } : {}),
      });
    }
    const companyFields = {
      phone,
      companyId: company.id,
      ...(industry.trim() ? { sindustry: industry.trim() } : {}),
    };
    // An SME is joined through the second endpoint, which creates the account in the same step.
    return company.kind === 'sme'
      ? joinSmeMutation.mutateAsync({ ...account, ...companyFields })
      : joinMutation.mutateAsync({ ...account, ...companyFields });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    // The product's rule: a valid e-mail, a valid password and the terms; the username is flagged
    // only. Joining a company also needs a valid phone, which the server would refuse otherwise.
    const canSubmit =
      firstProblem(emailSchema, values.semail) === null &&
      firstProblem(passwordSchema, values.spassword) === null &&
      terms &&
      (!isJoining || phoneRule() === null) &&
      (!isCompany ||
        (companyProblemOf('companyName') ?? companyProblemOf('country') ?? null) === null);
    if (!canSubmit) return;
    try {
      const result = await submitJoin();
      if (isFailure(result)) {
        setFormError(messageOf(result));
        return;
      }
      // The answer signed the person in: the header and the pages read the new session.
      await loadSessionDetails(queryClient);
      onRegistered(
        company
          ? t('auth.success.joinedMessage', { company: company.name })
          : role === 'provider'
            ? t('auth.success.trainerMessage')
            : isCompany
              ? t('auth.success.companyMessage', { company: companyDraft.companyName.trim() })
              : undefined,
        isCompany ? t('auth.success.companyTitle') : undefined,
      );
    } catch (error) {
      const fromServer = fieldProblemsOf(error);
      const fields: Partial<Record<ProblemField | CompanySignUpField, string>> = {};
      for (const name of [
        'susername',
        'semail',
        'spassword',
        'phone',
        'companyName',
        'country',
      ] as const) {
        if (fromServer[name]) fields[name] = fromServer[name];
      }
      setServerFields(fields);
      setFormError(messageOf(error, { fieldsShown: true }));
    }
  };

  const field = (
    name: FieldName,
    label: string,
    input: { type?: string; autoComplete: string; placeholder?: string },
  ) => {
    return (
      <FormField
        id={`${baseId}-${name}`}
        label={label}
        problem={problemOf(name)}
        errorTestId={`${name}-error`}
      >
        {(control) => (
          <input
            {...control}
            name={name}
            className="input"
            type={input.type ?? 'text'}
            autoComplete={input.autoComplete}
            autoCapitalize={input.type === 'password' ? undefined : 'none'}
            spellCheck={false}
            placeholder={input.placeholder}
            value={values[name]}
            data-autofocus={name === 'susername' ? true : undefined}
            onChange={(event) => update(name, event.target.value)}
            onBlur={() => touch(name)}
          />
        )}
      </FormField>
    );
  };

  const termsProblem = submitted && !terms;
  const isPending = joinMutation.isPending || joinSmeMutation.isPending;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="auth-form">
      <FormError message={formError} testId="register-error" />
      {isJoining ? null : <SignUpRoleChoice id={`${baseId}-role`} role={role} onChange={setRole} />}
      {isCompany ? (
        <CompanySignUpFields
          baseId={baseId}
          draft={companyDraft}
          onChange={(draft) => {
            setCompanyDraft(draft);
            setServerFields((current) => ({
              ...current,
              companyName: undefined,
              country: undefined,
            }));
          }}
          onBlur={(name) => setCompanyTouched((current) => ({ ...current, [name]: true }))}
          problemOf={companyProblemOf}
        />
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
      {isJoining ? (
        <>
          <PhoneField
            countryCode={countryCode}
            nationalNumber={nationalNumber}
            onCountryChange={(code) => {
              setCountryCode(code);
              setServerFields((current) => ({ ...current, phone: undefined }));
            }}
            onNumberChange={(value) => {
              setNationalNumber(value);
              setServerFields((current) => ({ ...current, phone: undefined }));
            }}
            onBlur={() => touch('phone')}
            language={language}
            problem={problemOf('phone')}
          />
          <FormField id={`${baseId}-industry`} label={t('auth.register.industry')}>
            {(control) => (
              <input
                {...control}
                name="sindustry"
                className="input"
                maxLength={companyJoinFields.sindustry.unwrap().maxLength ?? undefined}
                autoComplete="organization-title"
                placeholder={t('auth.register.industryPlaceholder')}
                value={industry}
                onChange={(event) => setIndustry(event.target.value)}
              />
            )}
          </FormField>
        </>
      ) : null}
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            name="terms"
            checked={terms}
            aria-invalid={termsProblem}
            aria-describedby={termsProblem ? `${baseId}-terms-error` : undefined}
            onChange={(event) => setTerms(event.target.checked)}
          />
          {t('auth.register.terms')}
        </label>
        <Link to="/terms" className="auth-link auth-terms-link" onClick={onClose}>
          {t('auth.register.readTerms')}
        </Link>
        {termsProblem ? (
          <p className="field-error" id={`${baseId}-terms-error`} data-testid="terms-error">
            {t('validation.terms.required')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={isPending}>
        {isPending
          ? t('auth.register.submitting')
          : isJoining
            ? t('auth.register.submitJoin')
            : isCompany
              ? t('auth.register.company.submit')
              : t('auth.register.submit')}
      </button>
    </form>
  );
}

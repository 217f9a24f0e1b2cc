import { CountrySelect } from '../../../shared/forms/country-select.tsx';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  billingDetailsProblems,
  normalizeBillingDetails,
  type BillingDetails,
  type BillingDetailsInput,
  type BillingOwner,
} from '@app/contracts/billing';
import { saveMyBillingDetails } from '@app/contracts/actions/billing';
import { owesStampDuty, vatRegimes, vatRegimeWording } from '@app/contracts/money';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorCodeOf } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { FormField, FormFieldset, type ControlProps } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useSaveCompanyBillingDetails } from '../api/save-company-billing-details.ts';
import { useSaveMyBillingDetails } from '../api/save-my-billing-details.ts';
import '../../../shared/forms/choice-cards.css';
import './billing.css';

type FieldName = Exclude<keyof BillingDetailsInput, 'vatRegime' | 'stampDutyCharged'>;
type Draft = Record<FieldName, string> & {
  vatRegime: BillingDetailsInput['vatRegime'];
  stampDutyCharged: boolean;
};

const draftOf = (details: BillingDetails | null): Draft => ({
  legalName: details?.legalName ?? '',
  street: details?.street ?? '',
  postalCode: details?.postalCode ?? '',
  city: details?.city ?? '',
  province: details?.province ?? '',
  country: details?.country ?? 'IT',
  vatId: details?.vatId ?? '',
  taxCode: details?.taxCode ?? '',
  // 0000000 is what a PEC alone stands for; the form shows the PEC instead.
  sdiCode: details?.sdiCode === '0000000' && details.pec ? '' : (details?.sdiCode ?? ''),
  pec: details?.pec ?? '',
  email: details?.email ?? '',
  iban: details?.iban ?? '',
  vatRegime: details?.vatRegime ?? 'standard',
  stampDutyCharged: details?.stampDutyCharged ?? true,
});

const required: Record<BillingOwner, FieldName[]> = {
  buyer: ['legalName', 'street', 'postalCode', 'city', 'country'],
  company: ['legalName', 'street', 'postalCode', 'city', 'country', 'vatId'],
  provider: ['legalName', 'street', 'postalCode', 'city', 'country', 'vatId', 'iban'],
};

export interface BillingDetailsFormProps {
  /** Whose details: the caller's own (`mine`) or the active company profile's (`company`). */
  target: 'mine' | 'company';
  /** provider: asks IBAN and VAT regime; company: SDI code or PEC; buyer: neither. */
  owner: BillingOwner;
  /** What is saved now; null for none yet. */
  details: BillingDetails | null;
  /** After a successful save (the details query is refreshed already). */
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * The one billing details form (docs/product.md, "Billing details and Billing"): checked with the
 * contract's rules before sending (the server applies the same and answers with the same keys).
 * The account's password confirms each save (a wrong one is shown beside its field, and nothing
 * is saved). Used on the profile page, the company details page and the Billing page.
 */
export function BillingDetailsForm({
  target,
  owner,
  details,
  onSaved,
  onCancel,
}: BillingDetailsFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(details));
  const [password, setPassword] = useState('');
  const [saved, setSaved] = useState(false);
  const saveMine = useSaveMyBillingDetails();
  const saveCompany = useSaveCompanyBillingDetails();
  const mutation = target === 'mine' ? saveMine : saveCompany;
  const isItaly = draft.country.toUpperCase() === 'IT';
  const fieldId = (name: string) => `${id}-${name}`;
  // Both targets' calls take the same fields: one schema checks them.
  const form = useContractForm({
    schema: saveMyBillingDetails.request,
    mutation,
    ownChecks: () => billingDetailsProblems(normalizeBillingDetails(draft, owner), owner),
    onInvalid: (found) => {
      const firstInvalid = Object.keys(found)[0];
      if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
    },
  });
  const { problems } = form;
  // A wrong password is the password field's problem, said there rather than as the form's.
  const isWrongPassword = errorCodeOf(mutation.error) === 'wrong_password';
  const passwordProblem = problems.password ?? (isWrongPassword ? 'errors.wrong_password' : null);

  const submit = form.onSubmit(
    () => {
      setSaved(false);
      return { ...draft, password };
    },
    async () => {
      await mutation.mutateAsync({ ...draft, password });
      setPassword('');
      setSaved(true);
      onSaved?.();
    },
  );

  const field = (
    name: FieldName,
    control: (props: ControlProps) => ReactNode,
    options: { hint?: string; optional?: boolean } = {},
  ) => (
    <FormField
      id={fieldId(name)}
      label={t(`billing.fields.${name}`)}
      hint={options.hint}
      problem={problems[name]}
      required={required[owner].includes(name) || (name === 'province' && isItaly) || undefined}
      errorTestId={`billing-${name}-error`}
    >
      {control}
    </FormField>
  );
  const input =
    (name: FieldName, extra: InputHTMLAttributes<HTMLInputElement> = {}) =>
    (props: ControlProps) => (
      <input
        {...props}
        {...extra}
        name={name}
        className="input"
        value={draft[name]}
        onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.value }))}
        data-testid={`billing-${name}`}
      />
    );

  return (
    <form
      className="billing-form"
      noValidate
      onSubmit={submit}
      data-testid={`billing-form-${target}`}
    >
      {field('legalName', input('legalName', { autoComplete: 'organization' }), {
        hint: t(owner === 'buyer' ? 'billing.hints.legalNamePerson' : 'billing.hints.legalName'),
      })}
      {field('street', input('street', { autoComplete: 'street-address' }))}
      <div className="billing-form-row">
        {field('postalCode', input('postalCode', { autoComplete: 'postal-code' }))}
        {field('city', input('city', { autoComplete: 'address-level2' }))}
        {isItaly
          ? field('province', input('province', { maxLength: 2 }), {
              hint: t('billing.hints.province'),
            })
          : null}
      </div>
      {field('country', (props) => (
        <CountrySelect
          control={props}
          value={draft.country}
          onChange={(country) => setDraft((current) => ({ ...current, country }))}
          testId="billing-country"
        />
      ))}
      <div className="billing-form-row">
        {field('vatId', input('vatId'), { hint: t('billing.hints.vatId') })}
        {field('taxCode', input('taxCode'), {
          hint: t(isItaly ? 'billing.hints.taxCodeItaly' : 'billing.hints.taxCode'),
        })}
      </div>
      {isItaly ? (
        <div className="billing-form-row">
          {field('sdiCode', input('sdiCode', { maxLength: 7 }), {
            hint: t(owner === 'company' ? 'billing.hints.sdiCodeCompany' : 'billing.hints.sdiCode'),
          })}
          {field('pec', input('pec', { type: 'email' }), { hint: t('billing.hints.pec') })}
        </div>
      ) : null}
      {field('email', input('email', { type: 'email', autoComplete: 'email' }), {
        hint: t('billing.hints.email'),
      })}
      {owner === 'provider' ? (
        <>
          {field('iban', input('iban', { autoComplete: 'off', spellCheck: false }), {
            hint: t('billing.hints.iban'),
          })}
          <FormFieldset
            id={fieldId('vatRegime')}
            label={t('billing.fields.vatRegime')}
            hint={t('billing.hints.vatRegime')}
            problem={problems.vatRegime}
            required
            errorTestId="billing-vatRegime-error"
          >
            {() => (
              <div className="choice-cards billing-regimes">
                {vatRegimes.map((regime) => (
                  <label key={regime} className="choice-card">
                    <input
                      type="radio"
                      name="vatRegime"
                      value={regime}
                      checked={draft.vatRegime === regime}
                      onChange={() => setDraft((current) => ({ ...current, vatRegime: regime }))}
                      data-testid={`billing-regime-${regime}`}
                    />
                    <span className="choice-card-name">{t(`billing.regimes.${regime}`)}</span>
                    <span className="choice-card-hint">
                      {regime === 'standard'
                        ? t('billing.regimes.standardHint')
                        : vatRegimeWording[regime][language]}
                    </span>
                  </label>
                ))}
              </div>
            )}
          </FormFieldset>
          {owesStampDuty({ country: draft.country.toUpperCase(), vatRegime: draft.vatRegime }) ? (
            // Only a seller without VAT in Italy owes the stamp duty (contracts/money.ts).
            <div className="field">
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={draft.stampDutyCharged}
                  onChange={(event) => {
                    const charged = event.target.checked;
                    setDraft((current) => ({ ...current, stampDutyCharged: charged }));
                  }}
                  aria-describedby={`${fieldId('stampDutyCharged')}-hint`}
                  data-testid="billing-stamp-duty-charged"
                />
                {t('billing.fields.stampDutyCharged')}
              </label>
              <p className="field-hint" id={`${fieldId('stampDutyCharged')}-hint`}>
                {t('billing.hints.stampDutyCharged')}
              </p>
            </div>
          ) : null}
        </>
      ) : null}
      <FormField
        id={fieldId('password')}
        label={t('billing.fields.password')}
        hint={t(target === 'company' ? 'billing.hints.passwordCompany' : 'billing.hints.password')}
        problem={passwordProblem}
        required
        announce={isWrongPassword}
        errorTestId="billing-password-error"
      >
        {(props) => (
          <input
            {...props}
            type="password"
            name="password"
            className="input"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            data-testid="billing-password"
          />
        )}
      </FormField>
      <FormError
        message={isWrongPassword ? null : form.formError}
        testId={`billing-error-${target}`}
      />
      <div aria-live="polite">
        {saved ? (
          <p className="alert alert-success" data-testid={`billing-saved-${target}`}>
            {t('billing.saved')}
          </p>
        ) : null}
      </div>
      <div className="billing-form-actions">
        {onCancel ? (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t('billing.cancel')}
          </button>
        ) : null}
        <SubmitButton
          isPending={form.isPending}
          label={t('billing.save')}
          pendingLabel={t('billing.saving')}
          testId={`billing-save-${target}`}
        />
      </div>
    </form>
  );
}

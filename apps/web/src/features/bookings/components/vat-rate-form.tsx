import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setvatrate } from '@app/contracts/actions/booking';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useSetVatRate } from '../api/set-vat-rate.ts';
import { basisPointsOfPercent, percentOfBasisPoints } from '../utils/price-summary.ts';
import './bookings.css';

interface VatRateFormProps {
  /** Basis points (2200 = 22 %). */
  vatRate: number;
  onSaved: () => Promise<unknown>;
}

/** A provider's VAT rate, typed as a percent; new bookings snapshot it. */
export function VatRateForm({ vatRate, onSaved }: VatRateFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(percentOfBasisPoints(vatRate));
  // The rate may change elsewhere (saving a VAT regime sets it): show the new one, keeping the
  // form itself (and its "saved" note) in place.
  const [shownRate, setShownRate] = useState(vatRate);
  if (vatRate !== shownRate) {
    setShownRate(vatRate);
    setText(percentOfBasisPoints(vatRate));
  }
  const [saved, setSaved] = useState(false);
  const mutation = useSetVatRate(onSaved);
  const basisPoints = basisPointsOfPercent(text);
  const form = useContractForm({
    schema: setvatrate.request,
    mutation,
    ownChecks: (): Record<string, string> =>
      basisPoints === null ? { vatRate: 'bookings.vat.invalid' } : {},
  });

  const submit = form.onSubmit(
    () => {
      setSaved(false);
      return { vatRate: basisPoints };
    },
    async () => {
      if (basisPoints === null) return;
      await mutation.mutateAsync(basisPoints);
      setSaved(true);
    },
  );

  return (
    <section className="card booking-vat" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="booking-section-heading">
        {t('bookings.vat.heading')}
      </h2>
      <form className="booking-vat-form" onSubmit={submit} noValidate>
        <FormField
          id={`${id}-rate`}
          label={t('bookings.vat.label')}
          hint={t('bookings.vat.hint')}
          problem={form.problems.vatRate}
        >
          {(control) => (
            <div className="booking-vat-input">
              <input
                {...control}
                inputMode="decimal"
                className="input booking-narrow"
                value={text}
                onChange={(event) => setText(event.target.value)}
                data-testid="vat-rate"
              />
              <span aria-hidden="true">%</span>
            </div>
          )}
        </FormField>
        <FormError message={form.formError} testId="vat-rate-error" />
        <div aria-live="polite">
          {saved ? (
            <p className="alert alert-success" data-testid="vat-rate-saved">
              {t('bookings.vat.saved')}
            </p>
          ) : null}
        </div>
        <SubmitButton
          isPending={form.isPending}
          label={t('bookings.vat.save')}
          testId="vat-rate-save"
        />
      </form>
    </section>
  );
}

import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quoteLimits, quotePricings, sendquote } from '@app/contracts/actions/quote';
import { deliveryModes } from '@app/contracts/catalogue';
import { DateField } from '../../../shared/forms/date-field.tsx';
import { FormField, FormFieldset } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { localDateOf } from '../../../lib/local-date-time.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useSendQuote } from '../api/send-quote.ts';
import {
  checkDraft,
  earliestQuoteStart,
  initialDraft,
  participantsOf,
  previewOf,
  type QuoteDraft,
  type QuotedRequirement,
} from '../utils/quote-draft.ts';
import { ProposedDatesField } from './proposed-dates-field.tsx';
import { QuotePricePreview } from './quote-price-preview.tsx';
import '../../../shared/forms/listing-form.css';

/** The contract's fields in the order the form shows them; each control's id is made from it. */
const fieldOrder = [
  'pricing',
  'priceMinor',
  'dates',
  'delivery',
  'location',
  'validUntil',
  'coverLetter',
] as const;

interface SendQuoteFormProps {
  requirement: QuotedRequirement;
  /** The provider's own VAT rate (basis points), from their profile. */
  vatRateBasisPoints: number;
  onSent: () => void;
  /** Offered when the form replaces a quote that is out of play: back to it. */
  onCancel?: () => void;
  /** What the page refreshes once the quote is stored. */
  onChanged?: () => Promise<unknown>;
}

/**
 * A provider's quote on a requirement (docs/product.md, "Quotes"): price per participant or flat,
 * net; one to three start times; delivery, place, validity and a cover letter; with the figures
 * the server will store, computed by the same contract function while typing.
 */
export function SendQuoteForm({
  requirement,
  vatRateBasisPoints,
  onSent,
  onCancel,
  onChanged,
}: SendQuoteFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formId = useId();
  const fieldId = (name: string) => `${formId}-${name}`;
  const now = useMemo(() => new Date(), []);
  const [draft, setDraft] = useState<QuoteDraft>(() => initialDraft(requirement, now));
  const mutation = useSendQuote(onChanged);
  const participants = participantsOf(requirement);
  const preview = previewOf(draft, requirement, vatRateBasisPoints);
  const change = <K extends keyof QuoteDraft>(name: K, value: QuoteDraft[K]) =>
    setDraft((old) => ({ ...old, [name]: value }));

  // The draft's check holds the schema's and what the schema cannot see (a price that does not
  // parse, a date already past).
  const form = useContractForm({
    schema: sendquote.request,
    mutation,
    ownChecks: () => checkDraft(draft, requirement.id, new Date()).problems,
    onInvalid: (found) => {
      const first = fieldOrder.find((name) => found[name]);
      // The first field with a problem takes the keyboard, so it is read out and fixed first.
      if (first) {
        document
          .getElementById(first === 'dates' ? `${fieldId(first)}-0` : fieldId(first))
          ?.focus();
      }
    },
  });
  const { problems } = form;

  const submit = form.onSubmit(
    () => checkDraft(draft, requirement.id, new Date()).input,
    async () => {
      await mutation.mutateAsync(checkDraft(draft, requirement.id, new Date()).input);
      onSent();
    },
  );
  const priceLabel = t(
    draft.pricing === 'flat' ? 'quotes.form.priceFlat' : 'quotes.form.pricePerParticipant',
  );

  return (
    <form className="quote-form" onSubmit={submit} noValidate data-testid="send-quote-form">
      <div className="quote-form-fields">
        <FormFieldset id={fieldId('pricing')} label={t('quotes.form.pricing')} required>
          {() => (
            <div className="listing-choices">
              {quotePricings.map((choice) => (
                <label key={choice} className="listing-choice">
                  <input
                    type="radio"
                    name={fieldId('pricing')}
                    checked={draft.pricing === choice}
                    onChange={() => change('pricing', choice)}
                    data-testid={`quote-pricing-${choice}`}
                  />
                  {t(`quotes.pricing.${choice}`)}
                </label>
              ))}
            </div>
          )}
        </FormFieldset>

        <FormField
          id={fieldId('priceMinor')}
          label={priceLabel}
          hint={t('quotes.form.priceHint', {
            currency: requirement.currency,
            count: participants,
          })}
          problem={problems.priceMinor}
          errorTestId="quote-price-error"
          required
        >
          {(control) => (
            <div className="quote-amount">
              <input
                {...control}
                className="input"
                inputMode="decimal"
                autoComplete="off"
                value={draft.price}
                onChange={(event) => change('price', event.target.value)}
                data-testid="quote-price"
              />
              <span className="quote-amount-currency" aria-hidden="true">
                {requirement.currency}
              </span>
            </div>
          )}
        </FormField>

        <ProposedDatesField
          id={fieldId('dates')}
          dates={draft.dates}
          minimum={earliestQuoteStart(now)}
          problem={problems.dates}
          onChange={(dates) => change('dates', dates)}
        />

        <FormFieldset
          id={fieldId('delivery')}
          label={t('quotes.form.delivery')}
          problem={problems.delivery}
          required
        >
          {() => (
            <div className="listing-choices">
              {deliveryModes.map((choice) => (
                <label key={choice} className="listing-choice">
                  <input
                    type="radio"
                    name={fieldId('delivery')}
                    checked={draft.delivery === choice}
                    onChange={() => change('delivery', choice)}
                  />
                  {t(`catalogue.delivery.${choice}`)}
                </label>
              ))}
            </div>
          )}
        </FormFieldset>

        <div className="quote-form-pair">
          <FormField
            id={fieldId('location')}
            label={t('quotes.form.location')}
            hint={t('quotes.form.locationHint')}
            problem={problems.location}
            optional
          >
            {(control) => (
              <input
                {...control}
                className="input"
                maxLength={quoteLimits.locationMax}
                value={draft.location}
                onChange={(event) => change('location', event.target.value)}
                data-testid="quote-location"
              />
            )}
          </FormField>
          <FormField
            id={fieldId('validUntil')}
            label={t('quotes.form.validUntil')}
            hint={t('quotes.form.validUntilHint')}
            problem={problems.validUntil}
            errorTestId="quote-valid-until-error"
            required
            labelKind="text"
          >
            {(control) => (
              <DateField
                control={control}
                labelledBy={`${fieldId('validUntil')}-label`}
                min={localDateOf(now)}
                value={draft.validUntil}
                onChange={(value) => change('validUntil', value)}
                testId="quote-valid-until"
              />
            )}
          </FormField>
        </div>

        <FormField
          id={fieldId('coverLetter')}
          label={t('quotes.form.coverLetter')}
          hint={t('quotes.form.coverLetterHint')}
          problem={problems.coverLetter}
          optional
          aside={
            <span className="quote-count" aria-live="polite" data-testid="quote-letter-count">
              {t('quotes.form.characters', {
                current: formatNumber(draft.coverLetter.length, language),
                max: formatNumber(quoteLimits.coverLetterMax, language),
              })}
            </span>
          }
        >
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={6}
              maxLength={quoteLimits.coverLetterMax}
              value={draft.coverLetter}
              onChange={(event) => change('coverLetter', event.target.value)}
              data-testid="quote-cover-letter"
            />
          )}
        </FormField>
      </div>

      <aside className="quote-form-aside">
        <QuotePricePreview
          preview={preview}
          pricing={draft.pricing}
          participants={participants}
          vatRateBasisPoints={vatRateBasisPoints}
          currency={requirement.currency}
        />
      </aside>

      <div className="quote-form-actions">
        <FormError message={form.formError} testId="send-quote-error" />
        <p className="quote-note">{t('quotes.form.sealed')}</p>
        <div className="quote-form-buttons">
          {onCancel ? (
            <button type="button" className="btn btn-secondary" onClick={onCancel}>
              {t('quotes.form.cancel')}
            </button>
          ) : null}
          <SubmitButton
            isPending={form.isPending}
            label={t('quotes.form.send')}
            pendingLabel={t('quotes.form.sending')}
            testId="send-quote-submit"
          />
        </div>
      </div>
    </form>
  );
}

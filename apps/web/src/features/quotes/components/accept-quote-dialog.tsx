import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { quotetransition, type QuoteSummary } from '@app/contracts/actions/quote';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormFieldset } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDateTime, formatPrice } from '../../../lib/format.ts';
import { useQuoteTransition } from '../api/fire-quote-transition.ts';

interface AcceptQuoteDialogProps {
  quote: QuoteSummary;
  onClose: () => void;
  /** What the page refreshes: the requirement closes, a booking exists. */
  onChanged?: () => Promise<unknown>;
}

/**
 * Accepting a quote books the training: the owner picks one of the proposed dates, is told that
 * the requirement closes and the other quotes are not selected, and lands on the new booking.
 */
export function AcceptQuoteDialog({ quote, onClose, onChanged }: AcceptQuoteDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const transition = useQuoteTransition(onChanged);
  const form = useContractForm({ schema: quotetransition.request, mutation: transition });
  // The dates are judged once, when the dialog opens.
  const [now] = useState(() => Date.now());
  const isFuture = (date: string) => Date.parse(date) > now;
  const [dateIndex, setDateIndex] = useState(() =>
    Math.max(0, quote.proposedDates.findIndex(isFuture)),
  );
  const input = { id: quote.id, transition: 'accept' as const, dateIndex };
  const submit = form.onSubmit(
    () => input,
    async () => {
      const reply = await transition.mutateAsync(input);
      if (reply.bookingId !== null) void navigate(`/mybooking/${reply.bookingId}`);
      else onClose();
    },
  );

  return (
    <Dialog
      title={t('quotes.accept.title', { name: quote.provider.name })}
      description={t('quotes.accept.text', {
        total: formatPrice(quote.total.grossMinor, language, quote.total.currency),
      })}
      closeLabel={t('app.close')}
      onClose={onClose}
      testId="quote-accept-dialog"
    >
      <form onSubmit={submit} noValidate>
        <FormFieldset
          id={id}
          label={t('quotes.accept.date')}
          problem={form.problems.dateIndex}
          errorTestId="quote-accept-date-error"
          required
        >
          {() => (
            <div className="quote-accept-dates">
              {quote.proposedDates.map((date, index) => (
                <label key={date} className="quote-accept-date">
                  <input
                    type="radio"
                    name={id}
                    checked={dateIndex === index}
                    disabled={!isFuture(date)}
                    onChange={() => setDateIndex(index)}
                    data-autofocus={dateIndex === index ? true : undefined}
                    data-testid={`quote-accept-date-${index}`}
                  />
                  <span>
                    {formatDateTime(date, language)}
                    {isFuture(date) ? null : (
                      <span className="quote-note"> {t('quotes.accept.passed')}</span>
                    )}
                  </span>
                </label>
              ))}
            </div>
          )}
        </FormFieldset>
        <ul className="quote-accept-consequences">
          <li>{t('quotes.accept.booking')}</li>
          <li>{t('quotes.accept.closes')}</li>
          <li>{t('quotes.accept.others')}</li>
        </ul>
        <FormError message={form.formError} testId="quote-accept-error" />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('quotes.accept.cancel')}
          </button>
          <SubmitButton
            isPending={form.isPending}
            label={t('quotes.accept.confirm')}
            pendingLabel={t('quotes.accept.pending')}
            testId="quote-accept-confirm"
          />
        </div>
      </form>
    </Dialog>
  );
}

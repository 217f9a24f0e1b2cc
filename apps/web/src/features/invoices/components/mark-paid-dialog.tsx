import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useMarkInvoicePaid } from '../api/mark-invoice-paid.ts';

const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** The provider says when the money arrived: not in the future, not before the issue date. */
export function MarkPaidDialog({
  invoiceId,
  issueDate,
  onClose,
}: {
  invoiceId: number;
  issueDate: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useErrorMessage();
  const mutation = useMarkInvoicePaid();
  // Invoices are dated in Italian time: where the viewer's day is still the one before, the
  // invoice's own date is the earliest and latest a payment can have now.
  const local = localToday();
  const today = local < issueDate ? issueDate : local;
  const [paidOn, setPaidOn] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!paidOn) return setProblem('validation.required');
    if (paidOn > today) return setProblem('validation.tooLarge');
    if (paidOn < issueDate) return setProblem('validation.tooSmall');
    setProblem(null);
    mutation.mutate({ id: invoiceId, paidOn }, { onSuccess: onClose });
  };

  return (
    <Dialog
      title={t('invoices.markPaid.title')}
      description={t('invoices.markPaid.description')}
      closeLabel={t('app.close')}
      onClose={onClose}
      size="sm"
      testId="mark-paid-dialog"
    >
      <form onSubmit={submit} noValidate>
        <FormField id={id} label={t('invoices.markPaid.date')} problem={problem} required>
          {(control) => (
            <input
              {...control}
              type="date"
              className="input"
              min={issueDate}
              max={today}
              value={paidOn}
              onChange={(event) => setPaidOn(event.target.value)}
              data-autofocus
              data-testid="mark-paid-date"
            />
          )}
        </FormField>
        <FormError
          message={mutation.error ? errorMessage(mutation.error) : null}
          testId="mark-paid-error"
        />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('invoices.markPaid.cancel')}
          </button>
          <SubmitButton
            isPending={mutation.isPending}
            label={t('invoices.markPaid.confirm')}
            testId="mark-paid-confirm"
          />
        </div>
      </form>
    </Dialog>
  );
}

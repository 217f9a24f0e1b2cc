import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markInvoicePaid } from '@app/contracts/actions/invoice';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { DateField } from '../../../shared/forms/date-field.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useMarkInvoicePaid } from '../api/mark-invoice-paid.ts';
import { latestPaymentDay } from '../../../lib/local-date-time.ts';

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
  const mutation = useMarkInvoicePaid();
  const today = latestPaymentDay(issueDate);
  const [paidOn, setPaidOn] = useState(today);
  const form = useContractForm({
    schema: markInvoicePaid.request,
    mutation,
    ownChecks: (): Record<string, string> => {
      if (!paidOn) return { paidOn: 'validation.required' };
      if (paidOn > today) return { paidOn: 'validation.tooLarge' };
      if (paidOn < issueDate) return { paidOn: 'validation.tooSmall' };
      return {};
    },
  });

  const submit = form.onSubmit(
    () => ({ id: invoiceId, paidOn }),
    async () => {
      await mutation.mutateAsync({ id: invoiceId, paidOn });
      onClose();
    },
  );

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
        <FormField
          id={id}
          label={t('invoices.markPaid.date')}
          problem={form.problems.paidOn}
          required
          labelKind="text"
        >
          {(control) => (
            <DateField
              control={control}
              labelledBy={`${id}-label`}
              min={issueDate}
              max={today}
              value={paidOn}
              onChange={setPaidOn}
              focusOnOpen
              testId="mark-paid-date"
            />
          )}
        </FormField>
        <FormError message={form.formError} testId="mark-paid-error" />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('invoices.markPaid.cancel')}
          </button>
          <SubmitButton
            isPending={form.isPending}
            label={t('invoices.markPaid.confirm')}
            testId="mark-paid-confirm"
          />
        </div>
      </form>
    </Dialog>
  );
}

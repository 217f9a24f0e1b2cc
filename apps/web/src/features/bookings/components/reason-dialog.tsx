import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingLimits } from '@app/contracts/actions/booking';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';

interface ReasonDialogProps {
  transition: 'decline' | 'cancel' | 'reject';
  title: string;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks why before a booking is declined, cancelled or rejected; the other side reads it. */
export function ReasonDialog({ transition, title, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setProblem('validation.required');
      return;
    }
    setProblem(null);
    setFailure(null);
    setPending(true);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
      setPending(false);
    }
  };

  return (
    <Dialog
      title={t(`bookings.confirm.${transition}.title`)}
      description={t(`bookings.confirm.${transition}.text`, { title })}
      closeLabel={t('app.close')}
      onClose={onClose}
      size="sm"
      testId={`booking-${transition}-dialog`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField id={id} label={t('bookings.confirm.reason')} problem={problem} required>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              maxLength={bookingLimits.reasonMax}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              data-autofocus
              data-testid="booking-reason"
            />
          )}
        </FormField>
        <FormError message={failure} testId="booking-reason-error" />
        <div className="confirm-dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('bookings.confirm.keep')}
          </button>
          <button
            type="submit"
            className="btn confirm-dialog-danger"
            disabled={pending}
            aria-busy={pending}
            data-testid="booking-reason-confirm"
          >
            {t(`bookings.confirm.${transition}.confirm`)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingLimits } from '@app/contracts/actions/booking';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { TextAreaField } from '../../../shared/forms/text-area-field.tsx';

interface RejectDialogProps {
  title: string;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks the admin why before a booking is rejected: the booker reads the reason. */
export function RejectDialog({ title, onConfirm, onClose }: RejectDialogProps) {
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
      title={t('feeApproval.reject.title')}
      description={t('feeApproval.reject.text', { title })}
      closeLabel={t('app.close')}
      onClose={onClose}
      size="sm"
      testId="fee-reject-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextAreaField
          id={id}
          label={t('feeApproval.reject.reason')}
          problem={problem}
          required
          value={reason}
          onChange={setReason}
          maxLength={bookingLimits.reasonMax}
          rows={3}
          testId="fee-reject-reason"
        />
        <FormError message={failure} testId="fee-reject-error" />
        <div className="confirm-dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('feeApproval.reject.keep')}
          </button>
          <SubmitButton
            isPending={pending}
            label={t('feeApproval.reject.confirm')}
            className="btn confirm-dialog-danger"
            testId="fee-reject-confirm"
          />
        </div>
      </form>
    </Dialog>
  );
}

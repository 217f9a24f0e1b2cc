import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingLimits } from '@app/contracts/actions/booking';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useErrorMessage } from '../errors/error-message.ts';
import { FormError } from '../errors/form-error.tsx';
import { FormField } from './form-field.tsx';

export interface ReasonDialogTexts {
  title: string;
  description: string;
  reason: string;
  keep: string;
  confirm: string;
}

interface ReasonDialogProps {
  texts: ReasonDialogTexts;
  /** Test ids of the dialog, the reason, its error and the confirm button. */
  testIds: { dialog: string; reason: string; error: string; confirm: string };
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks why before a booking is declined, cancelled or rejected (by the provider, either side or
 * the company's admin), or before the platform's staff hide a listing or suspend an account;
 * the other side reads the reason. The reason is required.
 */
export function ReasonDialog({ texts, testIds, onConfirm, onClose }: ReasonDialogProps) {
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
      title={texts.title}
      description={texts.description}
      closeLabel={t('app.close')}
      onClose={onClose}
      size="sm"
      testId={testIds.dialog}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField id={id} label={texts.reason} problem={problem} required>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              maxLength={bookingLimits.reasonMax}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              data-autofocus
              data-testid={testIds.reason}
            />
          )}
        </FormField>
        <FormError message={failure} testId={testIds.error} />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {texts.keep}
          </button>
          <button
            type="submit"
            className="btn confirm-dialog-danger"
            disabled={pending}
            aria-busy={pending}
            data-testid={testIds.confirm}
          >
            {texts.confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

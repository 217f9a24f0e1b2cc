import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../shared/errors/error-message.ts';
import { Dialog } from './dialog.tsx';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel?: string;
  /** The action asked about; a failure is shown in the dialog in plain words. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
  testId: string;
  confirmTestId?: string;
  /** `danger` (red) for what destroys or undoes; `primary` for a step that cannot be taken back. */
  tone?: 'danger' | 'primary';
  /** What the question lets one adjust before saying yes (the days a training holds). */
  children?: ReactNode;
  size?: 'sm' | 'md';
}

/**
 * Asks before something is destroyed or done for good, saying what will happen. The cancel button
 * has the focus first, as the safe choice; the confirm button (red for what destroys) is busy while
 * the action runs.
 */
export function ConfirmDialog({
  title,
  text,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  onConfirm,
  onClose,
  onDone,
  testId,
  confirmTestId,
  tone = 'danger',
  children,
  size = 'sm',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setProblem(null);
    setPending(true);
    try {
      await onConfirm();
    } catch (error) {
      setProblem(errorMessageKey(error));
      setPending(false);
      return;
    }
    onDone();
  };

  return (
    <Dialog
      title={title}
      description={text}
      closeLabel={t('app.close')}
      onClose={onClose}
      size={size}
      testId={testId}
    >
      {children}
      {problem ? (
        <p className="alert alert-error" role="alert">
          {t(problem)}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} data-autofocus>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={tone === 'danger' ? 'btn confirm-dialog-danger' : 'btn btn-primary'}
          disabled={pending}
          aria-busy={pending}
          onClick={() => void confirm()}
          data-testid={confirmTestId}
        >
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

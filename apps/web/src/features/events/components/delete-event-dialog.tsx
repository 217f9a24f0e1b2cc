import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { useDeleteEvent } from '../api/delete-event.ts';

interface DeleteEventDialogProps {
  event: { id: number; title: string };
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting: the page, its link and the images go for good. */
export function DeleteEventDialog({ event, onClose, onDeleted }: DeleteEventDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteEvent();
  const [error, setError] = useState<string | null>(null);

  const onConfirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync(event.id);
      onDeleted();
    } catch (problem) {
      setError(errorMessageKey(problem));
    }
  };

  return (
    <Dialog
      title={t('events.delete.title')}
      description={t('events.delete.text', { title: event.title })}
      closeLabel={t('app.close')}
      onClose={onClose}
      size="sm"
      testId="delete-event-dialog"
    >
      {error ? (
        <p className="alert alert-error" role="alert">
          {t(error)}
        </p>
      ) : null}
      <div className="event-dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose} data-autofocus>
          {t('events.delete.cancel')}
        </button>
        <button
          type="button"
          className="btn event-danger"
          disabled={remove.isPending}
          onClick={() => void onConfirm()}
        >
          {remove.isPending ? t('events.delete.deleting') : t('events.delete.confirm')}
        </button>
      </div>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteEvent } from '../api/delete-event.ts';

/** Asks before deleting: the page, its link and the images go for good. */
export function DeleteEventDialog({
  event,
  onClose,
  onDeleted,
}: {
  event: { id: number; title: string };
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteEvent();
  return (
    <ConfirmDialog
      title={t('events.delete.title')}
      text={t('events.delete.text', { title: event.title })}
      cancelLabel={t('events.delete.cancel')}
      confirmLabel={t('events.delete.confirm')}
      pendingLabel={t('events.delete.deleting')}
      onConfirm={() => remove.mutateAsync(event.id)}
      onClose={onClose}
      onDone={onDeleted}
      testId="delete-event-dialog"
    />
  );
}

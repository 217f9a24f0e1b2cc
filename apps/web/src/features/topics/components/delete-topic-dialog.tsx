import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { useDeleteTopic } from '../api/delete-topic.ts';

/** Asks before a topic is deleted for good; the cancel button has the focus first. */
export function DeleteTopicDialog({
  topic,
  onClose,
  onDeleted,
}: {
  topic: { id: number; title: string };
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteTopic();
  return (
    <Dialog
      title={t('topics.delete.title')}
      description={t('topics.delete.text', { title: topic.title })}
      closeLabel={t('app.close')}
      onClose={onClose}
      size="sm"
      testId="delete-topic-dialog"
    >
      {remove.isError ? (
        <p className="alert alert-error" role="alert">
          {t(errorMessageKey(remove.error))}
        </p>
      ) : null}
      <div className="topic-dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} data-autofocus>
          {t('topics.delete.cancel')}
        </button>
        <button
          type="button"
          className="btn topic-btn-danger"
          disabled={remove.isPending}
          aria-busy={remove.isPending}
          onClick={() => remove.mutate(topic.id, { onSuccess: onDeleted })}
          data-testid="confirm-delete-topic"
        >
          {t('topics.delete.confirm')}
        </button>
      </div>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteTopic } from '../api/delete-topic.ts';

/** Asks before a topic and its images are deleted for good. */
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
    <ConfirmDialog
      title={t('topics.delete.title')}
      text={t('topics.delete.text', { title: topic.title })}
      cancelLabel={t('topics.delete.cancel')}
      confirmLabel={t('topics.delete.confirm')}
      onConfirm={() => remove.mutateAsync(topic.id)}
      onClose={onClose}
      onDone={onDeleted}
      testId="delete-topic-dialog"
      confirmTestId="confirm-delete-topic"
    />
  );
}

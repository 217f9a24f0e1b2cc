import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteRequirement } from '../api/delete-requirement.ts';

/** Asks before a requirement is deleted for good; trainers can no longer see it afterwards. */
export function DeleteRequirementDialog({
  requirement,
  onClose,
  onDeleted,
}: {
  requirement: { id: number; title: string };
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteRequirement();
  return (
    <ConfirmDialog
      title={t('requirements.deleteDialog.title')}
      text={t('requirements.deleteDialog.text', { title: requirement.title })}
      cancelLabel={t('requirements.deleteDialog.cancel')}
      confirmLabel={t('requirements.deleteDialog.confirm')}
      pendingLabel={t('requirements.deleteDialog.deleting')}
      onConfirm={() => remove.mutateAsync(requirement.id)}
      onClose={onClose}
      onDone={onDeleted}
      testId="delete-requirement-dialog"
    />
  );
}

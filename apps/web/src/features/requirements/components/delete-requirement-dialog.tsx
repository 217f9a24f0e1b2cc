import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { useDeleteRequirement } from '../api/delete-requirement.ts';

interface DeleteRequirementDialogProps {
  requirement: { id: number; title: string };
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before a requirement is deleted for good; "keep it" has the focus, as the safe choice. */
export function DeleteRequirementDialog({
  requirement,
  onClose,
  onDeleted,
}: DeleteRequirementDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteRequirement();
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync(requirement.id);
      onDeleted();
    } catch (error) {
      setProblem(errorMessageKey(error));
    }
  };

  return (
    <Dialog
      title={t('requirements.deleteDialog.title')}
      description={t('requirements.deleteDialog.text', { title: requirement.title })}
      closeLabel={t('app.close')}
      onClose={onClose}
      size="sm"
      testId="delete-requirement-dialog"
    >
      {problem ? (
        <p className="alert alert-error" role="alert">
          {t(problem)}
        </p>
      ) : null}
      <div className="requirement-dialog-buttons">
        <button type="button" className="btn btn-secondary" data-autofocus onClick={onClose}>
          {t('requirements.deleteDialog.cancel')}
        </button>
        <button
          type="button"
          className="btn requirement-btn-danger"
          disabled={remove.isPending}
          onClick={() => void confirm()}
        >
          {remove.isPending
            ? t('requirements.deleteDialog.deleting')
            : t('requirements.deleteDialog.confirm')}
        </button>
      </div>
    </Dialog>
  );
}

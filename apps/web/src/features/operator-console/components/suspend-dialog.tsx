import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../shared/forms/reason-dialog.tsx';
import { useSuspendUser } from '../api/moderation.ts';

/** Asks why, then suspends the person (their sessions end, sign-in refused); `onDone` says so. */
export function SuspendDialog({
  person,
  onDone,
  onClose,
}: {
  person: { userId: number; username: string };
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const suspend = useSuspendUser();
  return (
    <ReasonDialog
      texts={{
        title: t('console.moderation.suspendTitle'),
        description: t('console.moderation.suspendText'),
        reason: t('console.moderation.reason'),
        keep: t('console.moderation.keep'),
        confirm: t('console.moderation.suspend'),
      }}
      testIds={{
        dialog: 'suspend-dialog',
        reason: 'suspend-reason',
        error: 'suspend-error',
        confirm: 'suspend-confirm',
      }}
      onConfirm={async (reason) => {
        await suspend.mutateAsync({ userId: person.userId, reason });
        onDone(t('console.moderation.suspended', { name: person.username }));
      }}
      onClose={onClose}
    />
  );
}

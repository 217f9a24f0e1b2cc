import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moderatedKinds, type ModeratedKind } from '@app/contracts/actions/platform';
import { ReasonDialog } from '../../../shared/forms/reason-dialog.tsx';
import { useHideListing, useRestoreListing, useRestoreUser } from '../api/moderation.ts';
import type { ReportDetail } from '../api/reports.ts';
import { SuspendDialog } from './suspend-dialog.tsx';

type Asking = 'hide' | 'restore' | 'suspend' | null;

const isModerated = (kind: string | null): kind is ModeratedKind =>
  moderatedKinds.includes(kind as ModeratedKind);

/**
 * What the staff may do about the thing reported: hide it or show it again (a topic, event or
 * requirement), and suspend its owner or lift the suspension; each asks why first (the owner is
 * told, the audit keeps it). `onDone` says what happened.
 */
export function ModerationActions({
  data,
  onDone,
  onFailure,
}: {
  data: ReportDetail;
  onDone: (message: string) => void;
  onFailure: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const hide = useHideListing();
  const restore = useRestoreListing();
  const restoreUser = useRestoreUser();
  const [asking, setAsking] = useState<Asking>(null);
  const { report, target } = data;
  if (!target) return null;
  const kind = report.targetKind;
  const id = report.targetId;
  const owner = target.owner;
  const canModerate = isModerated(kind) && id !== null;
  const dialogTexts = (key: 'hide' | 'restore' | 'suspend') => ({
    title: t(`console.moderation.${key}Title`),
    description: t(`console.moderation.${key}Text`),
    reason: t('console.moderation.reason'),
    keep: t('console.moderation.keep'),
    confirm: t(`console.moderation.${key}`),
  });
  return (
    <div className="console-moderation" data-testid="report-moderation">
      <div className="console-buttons">
        {canModerate && !target.hidden ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setAsking('hide')}
            data-testid="moderation-hide"
          >
            {t('console.moderation.hide')}
          </button>
        ) : null}
        {canModerate && target.hidden ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setAsking('restore')}
            data-testid="moderation-restore"
          >
            {t('console.moderation.restore')}
          </button>
        ) : null}
        {owner && !target.ownerSuspended ? (
          <button
            type="button"
            className="btn btn-ghost console-danger"
            onClick={() => setAsking('suspend')}
            data-testid="moderation-suspend"
          >
            {t('console.moderation.suspendOf', { name: owner.username })}
          </button>
        ) : null}
        {owner && target.ownerSuspended ? (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={restoreUser.isPending}
            onClick={() =>
              void restoreUser
                .mutateAsync({ userId: owner.userId })
                .then(
                  () => onDone(t('console.moderation.unsuspended', { name: owner.username })),
                  onFailure,
                )
            }
            data-testid="moderation-unsuspend"
          >
            {t('console.moderation.unsuspendOf', { name: owner.username })}
          </button>
        ) : null}
      </div>
      {target.hidden ? (
        <p className="muted" data-testid="target-hidden">
          {t('console.moderation.isHidden')}
        </p>
      ) : null}
      {target.ownerSuspended && owner ? (
        <p className="muted">{t('console.moderation.isSuspended', { name: owner.username })}</p>
      ) : null}
      {asking === 'hide' || asking === 'restore' ? (
        <ReasonDialog
          texts={dialogTexts(asking)}
          testIds={{
            dialog: 'moderation-dialog',
            reason: 'moderation-reason',
            error: 'moderation-error',
            confirm: 'moderation-confirm',
          }}
          onConfirm={async (reason) => {
            if (!isModerated(kind) || id === null) return;
            const run = asking === 'hide' ? hide : restore;
            await run.mutateAsync({ kind, id, reason });
            onDone(
              t(asking === 'hide' ? 'console.moderation.hidden' : 'console.moderation.restored'),
            );
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === 'suspend' && owner ? (
        <SuspendDialog person={owner} onDone={onDone} onClose={() => setAsking(null)} />
      ) : null}
    </div>
  );
}

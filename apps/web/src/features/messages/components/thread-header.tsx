import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Correspondent, MessageSubject } from '@app/contracts/actions/messaging';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useBlockUser } from '../api/block-user.ts';
import { subjectPath } from '../utils/subject.ts';
import { Avatar } from './avatar.tsx';

interface ThreadHeaderProps {
  person: Correspondent;
  subject: MessageSubject | null;
}

/** Who the conversation is with, what it is about, and blocking them. */
export function ThreadHeader({ person, subject }: ThreadHeaderProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const blockUser = useBlockUser();
  const block = !person.blockedByMe;
  return (
    <header className="thread-header" data-testid="thread-header">
      <Link
        className="btn btn-ghost thread-back"
        to="/message"
        aria-label={t('messages.thread.back')}
      >
        <span aria-hidden="true">‹</span>
      </Link>
      <Avatar name={person.name} image={person.profileImage} size={44} />
      <div className="thread-person">
        <h2 className="thread-name">
          {person.deactivated ? (
            <span>{person.name}</span>
          ) : (
            <Link to={`/${person.username}`} data-testid="thread-profile-link">
              {person.name}
            </Link>
          )}
        </h2>
        <p className="thread-meta muted">
          <span>@{person.username}</span>
          {person.deactivated ? (
            <span className="thread-marker" data-testid="thread-deactivated">
              {t('messages.thread.deactivated')}
            </span>
          ) : null}
          {person.blockedByMe ? (
            <span className="thread-marker" data-testid="thread-blocked">
              {t('messages.thread.blockedMarker')}
            </span>
          ) : null}
        </p>
        {subject ? (
          <Link className="thread-subject" to={subjectPath(subject)} data-testid="thread-subject">
            <span className="thread-subject-kind">{t(`messages.subject.${subject.kind}`)}</span>
            <span className="thread-subject-title">{subject.title}</span>
          </Link>
        ) : null}
      </div>
      <button
        type="button"
        className="btn btn-secondary thread-block"
        onClick={() => setAsking(true)}
        data-testid={block ? 'thread-block' : 'thread-unblock'}
      >
        {t(block ? 'messages.block.block' : 'messages.block.unblock')}
      </button>
      {asking ? (
        <ConfirmDialog
          title={t(block ? 'messages.block.blockTitle' : 'messages.block.unblockTitle', {
            name: person.name,
          })}
          text={t(block ? 'messages.block.blockText' : 'messages.block.unblockText', {
            name: person.name,
          })}
          cancelLabel={t('messages.block.cancel')}
          confirmLabel={t(block ? 'messages.block.block' : 'messages.block.unblock')}
          pendingLabel={t('messages.block.pending')}
          onConfirm={() => blockUser.mutateAsync({ userId: person.id, block })}
          onClose={() => setAsking(false)}
          onDone={() => setAsking(false)}
          testId="block-dialog"
          confirmTestId="block-confirm"
        />
      ) : null}
    </header>
  );
}

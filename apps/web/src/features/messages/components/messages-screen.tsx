import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFillViewport } from '../hooks/use-fill-viewport.ts';
import { ConversationList } from './conversation-list.tsx';
import { MessageThread } from './message-thread.tsx';
import type { SubjectRef } from '../utils/subject.ts';
import './messages.css';

interface MessagesScreenProps {
  myId: number;
  /** The other person of the open conversation, or null for the inbox alone. */
  userId: number | null;
  about: SubjectRef | null;
  onSubjectSent: () => void;
}

/**
 * `/message` and `/message/{userId}`: the inbox beside the open conversation on wide screens; on
 * a phone one of them at a time, the conversation filling the screen.
 */
export function MessagesScreen({ myId, userId, about, onSubjectSent }: MessagesScreenProps) {
  const { t } = useTranslation();
  const screenRef = useRef<HTMLDivElement>(null);
  useFillViewport(screenRef);
  return (
    <div
      ref={screenRef}
      className={`messages-screen ${userId ? 'has-thread' : 'has-no-thread'}`}
      data-testid="messages-screen"
    >
      <div className="messages-inbox-column">
        <ConversationList activeUserId={userId} />
      </div>
      <div className="messages-thread-column">
        {userId ? (
          <MessageThread
            key={userId}
            userId={userId}
            myId={myId}
            about={about}
            onSubjectSent={onSubjectSent}
          />
        ) : (
          <div className="messages-placeholder muted">
            <p>{t('messages.inbox.choose')}</p>
          </div>
        )}
      </div>
    </div>
  );
}

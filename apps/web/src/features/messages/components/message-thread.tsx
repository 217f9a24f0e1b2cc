import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { useRefreshCounts } from '../../notifications/index.ts';
import { addThreadMessages, threadMessagesOf, useThread } from '../api/get-thread.ts';
import { messageKeys } from '../api/message-keys.ts';
import { useSendMessage } from '../api/send-message.ts';
import { useOutgoingMessages } from '../hooks/use-outgoing-messages.ts';
import { useThreadLive } from '../hooks/use-thread-live.ts';
import { useThreadScroll } from '../hooks/use-thread-scroll.ts';
import type { SubjectRef } from '../utils/subject.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { ThreadHeader } from './thread-header.tsx';

interface MessageThreadProps {
  userId: number;
  myId: number;
  /** The page the conversation was started from, sent with the first message. */
  about: SubjectRef | null;
  onSubjectSent: () => void;
}

const announcedLength = 140;

/** `/message/{userId}`: one conversation, oldest at the top, the composer at the bottom. */
export function MessageThread({ userId, myId, about, onSubjectSent }: MessageThreadProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const refreshCounts = useRefreshCounts();
  const thread = useThread(userId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const first = thread.data?.pages[0];
  const person = first?.with;
  const messages = threadMessagesOf(thread.data);
  const { arrived } = useThreadLive(userId, myId, thread.isSuccess);

  // The server marks the conversation read when it answers its newest page: the badges follow.
  const { isFetching, isSuccess } = thread;
  useEffect(() => {
    if (!isFetching && isSuccess) {
      void refreshCounts();
      void queryClient.invalidateQueries({ queryKey: messageKeys.latest() });
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
    }
  }, [isFetching, isSuccess, refreshCounts, queryClient]);

  const sendMutation = useSendMessage();
  const pendingSubject = useRef(about);
  const [subjectSent, setSubjectSent] = useState(false);
  const send = useCallback(
    async (text: string) => {
      const subject = pendingSubject.current ?? undefined;
      const sent = await sendMutation.mutateAsync({ toUser: userId, message: text, subject });
      addThreadMessages(queryClient, userId, [
        {
          id: sent.id,
          fromUser: myId,
          toUser: userId,
          message: text,
          date: sent.date,
          type: 'read',
          profileImage: null,
        },
      ]);
      if (subject) {
        pendingSubject.current = null;
        setSubjectSent(true);
        onSubjectSent();
        await queryClient.invalidateQueries({ queryKey: messageKeys.thread(userId) });
      }
    },
    [sendMutation, queryClient, userId, myId, onSubjectSent],
  );
  const { outgoing, submit, retry } = useOutgoingMessages({ send, describe: errorMessage });

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const newest = messages[messages.length - 1];
  const { onScroll } = useThreadScroll(scrollRef, {
    firstId: messages[0]?.id,
    lastId: newest?.id,
    outgoingCount: outgoing.length,
    lastIsMine: newest?.fromUser === myId,
    onNearTop: loadOlder,
  });

  if (thread.isPending) {
    return (
      <div className="message-thread" data-testid="message-thread">
        <div className="loading-block" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('messages.thread.loading')}</span>
        </div>
      </div>
    );
  }
  if (thread.isError || !person) {
    return (
      <div className="message-thread" data-testid="message-thread">
        <p className="alert alert-error thread-problem" role="alert" data-testid="thread-error">
          {errorMessage(thread.error)}
        </p>
      </div>
    );
  }

  const closedReason = person.deactivated
    ? 'messages.thread.cannotWriteDeactivated'
    : person.blockedMe
      ? 'messages.thread.cannotWriteBlocked'
      : person.blockedByMe
        ? 'messages.thread.cannotWriteBlockedByMe'
        : null;

  return (
    <div className="message-thread" data-testid="message-thread">
      <ThreadHeader person={person} subject={first.subject} />
      {about && !first.subject && !subjectSent ? (
        <p className="thread-about muted" data-testid="thread-about">
          {t(`messages.subject.about.${about.kind}`)}
        </p>
      ) : null}
      <div
        ref={scrollRef}
        className="thread-scroll"
        onScroll={onScroll}
        role="region"
        aria-label={t('messages.thread.conversationWith', { name: person.name })}
        // A scrolling region must be reachable by keyboard to be scrolled by keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-testid="thread-scroll"
      >
        {hasNextPage ? (
          <div className="thread-older">
            <button
              type="button"
              className="btn btn-ghost"
              onClick={loadOlder}
              disabled={isFetchingNextPage}
              aria-busy={isFetchingNextPage}
              data-testid="thread-older"
            >
              {t(isFetchingNextPage ? 'messages.thread.loadingOlder' : 'messages.thread.older')}
            </button>
          </div>
        ) : null}
        {messages.length === 0 && outgoing.length === 0 ? (
          <p className="thread-empty muted" data-testid="thread-empty">
            {t('messages.thread.empty', { name: person.name })}
          </p>
        ) : (
          <MessageList
            messages={messages}
            outgoing={outgoing}
            myId={myId}
            personName={person.name}
            onRetry={retry}
          />
        )}
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="thread-announcement">
        {arrived
          ? t('messages.thread.arrived', {
              name: person.name,
              text: arrived.message.slice(0, announcedLength),
            })
          : ''}
      </p>
      {closedReason ? (
        <p className="thread-closed" data-testid="thread-closed">
          {t(closedReason, { name: person.name })}
        </p>
      ) : (
        <Composer onSend={submit} />
      )}
    </div>
  );
}

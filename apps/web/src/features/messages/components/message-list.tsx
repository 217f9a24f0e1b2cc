import { useTranslation } from 'react-i18next';
import type { MessageItem } from '@app/contracts/actions/messaging';
import { useLanguage } from '../../../hooks/use-language.ts';
import { groupByDay } from '../utils/day-groups.ts';
import { formatClock, formatDayHeading } from '../utils/message-time.ts';
import { MessageText } from './message-text.tsx';
import { ReportContentButton } from '../../site/index.ts';

/** A message of this page that the server has not accepted yet (sending) or refused (failed). */
export interface OutgoingMessage {
  key: string;
  text: string;
  state: 'sending' | 'failed';
  /** Why it failed, in the reader's words. */
  problem?: string;
}

interface MessageListProps {
  /** Oldest first. */
  messages: readonly MessageItem[];
  outgoing: readonly OutgoingMessage[];
  myId: number;
  /** The other person's name, said before each of their messages to screen readers. */
  personName: string;
  onRetry: (key: string) => void;
  now?: Date;
}

/** The conversation, day by day, the reader's own messages on the right. */
export function MessageList({
  messages,
  outgoing,
  myId,
  personName,
  onRetry,
  now,
}: MessageListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      {groupByDay(messages).map((group) => (
        <section
          key={group.day || group.items[0]?.id}
          className="thread-day"
          data-testid="thread-day"
        >
          <h2 className="thread-day-heading">
            <span>{group.day ? formatDayHeading(group.day, language, now) : ''}</span>
          </h2>
          <ol className="thread-messages">
            {group.items.map((item) => {
              const isMine = item.fromUser === myId;
              return (
                <li
                  key={item.id}
                  className={`thread-message ${isMine ? 'is-mine' : 'is-theirs'}`}
                  data-testid="thread-message"
                  data-message-id={item.id}
                  data-mine={isMine ? 'true' : 'false'}
                >
                  <p className="thread-bubble">
                    <span className="visually-hidden">
                      {isMine ? t('messages.thread.you') : personName}:{' '}
                    </span>
                    <MessageText text={item.message} />
                  </p>
                  <time className="thread-time" dateTime={item.date}>
                    {formatClock(item.date, language)}
                  </time>
                  {isMine ? null : <ReportContentButton kind="message" id={item.id} compact />}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      {outgoing.length > 0 ? (
        <ol className="thread-messages thread-outgoing">
          {outgoing.map((item) => (
            <li
              key={item.key}
              className={`thread-message is-mine is-${item.state}`}
              data-testid="thread-outgoing"
              data-state={item.state}
            >
              <p className="thread-bubble">
                <MessageText text={item.text} />
              </p>
              {item.state === 'sending' ? (
                <span className="thread-time">{t('messages.thread.sending')}</span>
              ) : (
                <span className="thread-failed" role="alert">
                  <span>
                    {t('messages.thread.failed')}
                    {item.problem ? `: ${item.problem}` : ''}
                  </span>
                  <button
                    type="button"
                    className="btn btn-ghost thread-retry"
                    onClick={() => onRetry(item.key)}
                    data-testid="thread-retry"
                  >
                    {t('messages.thread.retry')}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

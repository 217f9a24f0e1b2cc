import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationItem } from '@app/contracts/actions/messaging';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatListTime } from '../utils/message-time.ts';
import { Avatar } from './avatar.tsx';

interface ConversationRowProps {
  conversation: ConversationItem;
  isActive?: boolean;
  onOpen?: () => void;
  /** `panel`: the compact row of the header dropdown. */
  variant?: 'list' | 'panel';
}

/** One conversation: picture, name, the last message, its time and how many are unread. */
export function ConversationRow({
  conversation,
  isActive = false,
  onOpen,
  variant = 'list',
}: ConversationRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user, unread } = conversation;
  const excerpt = conversation.lastFromMe
    ? t('messages.inbox.fromMe', { text: conversation.lastMessage })
    : conversation.lastMessage;
  return (
    <Link
      to={`/message/${user.id}`}
      className={`conversation-row conversation-row-${variant} ${unread > 0 ? 'is-unread' : ''}`.trim()}
      aria-current={isActive ? 'page' : undefined}
      onClick={onOpen}
      data-testid="conversation-row"
      data-user-id={user.id}
    >
      <Avatar name={user.name} image={user.profileImage} size={variant === 'panel' ? 36 : 44} />
      <span className="conversation-main">
        <span className="conversation-top">
          <span className="conversation-name">{user.name}</span>
          <time className="conversation-time" dateTime={conversation.date}>
            {formatListTime(conversation.date, language)}
          </time>
        </span>
        <span className="conversation-bottom">
          <span className="conversation-excerpt">{excerpt}</span>
          {unread > 0 ? (
            <span className="conversation-unread" data-testid="conversation-unread">
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="visually-hidden">
                {t('messages.inbox.unread', { count: unread })}
              </span>
            </span>
          ) : null}
        </span>
        {user.deactivated && variant === 'list' ? (
          <span className="conversation-flag">{t('messages.thread.deactivated')}</span>
        ) : null}
      </span>
    </Link>
  );
}

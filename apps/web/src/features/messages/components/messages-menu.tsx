import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { MailIcon } from '../../../components/ui/icons.tsx';
import { CountBadge, useUnreadCounts } from '../../notifications/index.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { useLiveEvent } from '../../../shared/live/live-stream.ts';
import { useLatestConversations } from '../api/get-conversations.ts';
import { messageKeys } from '../api/message-keys.ts';
import { ConversationRow } from './conversation-row.tsx';
import './messages-menu.css';

/** How many conversations the header panel lists; the rest are in the inbox. */
const panelSize = 6;

function LatestConversations({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const query = useLatestConversations();
  if (query.isPending) {
    return (
      <p className="dropdown-empty" role="status">
        {t('messages.inbox.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className="dropdown-empty" role="alert">
        {errorMessage(query.error)}
      </p>
    );
  }
  const list = query.data.list.slice(0, panelSize);
  if (list.length === 0) {
    return (
      <p className="dropdown-empty" data-testid="messages-menu-empty">
        {t('header.noMessages')}
      </p>
    );
  }
  return (
    <ul className="dropdown-list messages-menu-list">
      {list.map((conversation) => (
        <li key={conversation.user.id}>
          <ConversationRow conversation={conversation} onOpen={close} variant="panel" />
        </li>
      ))}
    </ul>
  );
}

/** The header's messages panel: the latest conversations, and the unread count on its icon. */
export function MessagesMenu() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { message: unread } = useUnreadCounts();
  useLiveEvent('message', () => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.latest() });
  });
  return (
    <Dropdown
      label={unread > 0 ? t('header.messagesUnread', { count: unread }) : t('header.messages')}
      trigger={<MailIcon />}
      badge={<CountBadge count={unread} testId="messages-badge" />}
      testId="messages-menu"
    >
      {(close) => (
        <>
          <div className="dropdown-header">{t('header.messages')}</div>
          <LatestConversations close={close} />
          <Link className="dropdown-footer" to="/message" onClick={close}>
            {t('header.readAllMessages')}
          </Link>
        </>
      )}
    </Dropdown>
  );
}

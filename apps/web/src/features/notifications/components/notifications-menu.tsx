import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { BellIcon } from '../../../components/ui/icons.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { CountBadge } from './count-badge.tsx';
import { useUnreadCounts } from '../api/get-counts.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { useLatestNotifications } from '../api/get-notifications.ts';
import { useReadNotification } from '../api/read-notification.ts';
import { NotificationRow } from './notification-row.tsx';
import './notifications.css';

function LatestNotifications({ close, unread }: { close: () => void; unread: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const query = useLatestNotifications(language);
  const read = useReadNotification();
  const list = query.data?.list ?? [];
  return (
    <>
      <div className="dropdown-header notifications-menu-header">
        <span>{t('header.notifications')}</span>
        {unread > 0 && list.length > 0 ? (
          <button
            type="button"
            className="notifications-read-all"
            onClick={() => read.mutate(undefined)}
            disabled={read.isPending}
            data-testid="notifications-menu-read-all"
          >
            {t('notifications.markAllRead')}
          </button>
        ) : null}
      </div>
      {query.isPending ? (
        <p className="dropdown-empty" role="status">
          {t('notifications.loading')}
        </p>
      ) : query.isError ? (
        <p className="dropdown-empty" role="alert">
          {errorMessage(query.error)}
        </p>
      ) : list.length === 0 ? (
        <p className="dropdown-empty" data-testid="notifications-menu-empty">
          {t('header.noNotifications')}
        </p>
      ) : (
        <ul className="dropdown-list notifications-menu-list">
          {list.map((notification) => (
            <li key={notification.id}>
              <NotificationRow
                notification={notification}
                variant="panel"
                onOpen={(item) => {
                  if (item.status === 'unread') read.mutate(item.id);
                  close();
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The header's notifications panel: the newest first, and the unread count on its icon. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const { notif: unread } = useUnreadCounts();
  return (
    <Dropdown
      label={
        unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications')
      }
      trigger={<BellIcon />}
      badge={<CountBadge count={unread} testId="notifications-badge" />}
      testId="notifications-menu"
    >
      {(close) => (
        <>
          <LatestNotifications close={close} unread={unread} />
          <Link className="dropdown-footer" to="/dashboard/type/notifi" onClick={close}>
            {t('header.seeAllNotifications')}
          </Link>
        </>
      )}
    </Dropdown>
  );
}

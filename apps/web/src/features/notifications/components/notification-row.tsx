import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationItem } from '@app/contracts/actions/messaging';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatRelativeTime } from '../../../lib/format.ts';
import { externalHrefOf } from '../../../lib/safe-links.ts';

interface NotificationRowProps {
  notification: NotificationItem;
  /** Pressed: marks it read (when unread) as the link opens. */
  onOpen: (notification: NotificationItem) => void;
  variant?: 'page' | 'panel';
}

/** A path of this app goes through the router (which adds the language prefix); else null. */
export function appPathOf(link: string): string | null {
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  return null;
}

/** One notification: its text, how long ago, read or not; pressing it opens its link. */
export function NotificationRow({ notification, onOpen, variant = 'page' }: NotificationRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isUnread = notification.status === 'unread';
  const className = `notification-row notification-row-${variant} ${isUnread ? 'is-unread' : ''}`;
  const body = (
    <>
      <span className="notification-dot" aria-hidden="true" />
      <span className="notification-main">
        <span className="notification-text">
          {isUnread ? (
            <span className="visually-hidden">{t('notifications.unreadMarker')}: </span>
          ) : null}
          {notification.message}
        </span>
        <time className="notification-time" dateTime={notification.date}>
          {formatRelativeTime(notification.date, language)}
        </time>
      </span>
    </>
  );
  const common = {
    className: className.trim(),
    onClick: () => onOpen(notification),
    'data-testid': 'notification-row',
    'data-status': notification.status,
  };
  const appPath = appPathOf(notification.link);
  if (appPath) {
    return (
      <Link to={appPath} {...common}>
        {body}
      </Link>
    );
  }
  const href = externalHrefOf(notification.link);
  if (href) {
    return (
      <a href={href} rel="noopener noreferrer nofollow" {...common}>
        {body}
      </a>
    );
  }
  return (
    <button type="button" {...common}>
      {body}
    </button>
  );
}

import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../../components/ui/breadcrumb.tsx';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useUnreadCounts } from '../api/get-counts.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import {
  notificationsOf,
  useNotifications,
  type NotificationFilter,
} from '../api/get-notifications.ts';
import { useReadNotification } from '../api/read-notification.ts';
import { NotificationRow } from './notification-row.tsx';
import './notifications.css';

const filters: NotificationFilter[] = ['all', 'unread', 'read'];

/** `/dashboard/type/notifi`: every notification, newest first, more as the reader scrolls. */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const query = useNotifications(filter, language);
  const read = useReadNotification();
  const { notif: unread } = useUnreadCounts();
  const listRef = useRef<HTMLUListElement>(null);
  const items = notificationsOf(query.data);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  useInfiniteScroll(listRef, {
    count: items.length,
    hasMore: hasNextPage,
    isLoading: isFetchingNextPage || query.isPending,
    onLoadMore: loadMore,
  });

  return (
    <div className="notifications-screen" data-testid="notifications-screen">
      <Breadcrumb
        label={t('notifications.page.breadcrumb')}
        trail={[
          { text: t('notifications.page.home'), to: '/' },
          { text: t('notifications.page.title') },
        ]}
      />
      <div className="notifications-heading">
        <h1 className="page-title">{t('notifications.page.title')}</h1>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => read.mutate(undefined)}
          disabled={unread === 0 || read.isPending}
          aria-busy={read.isPending}
          data-testid="notifications-read-all"
        >
          {t('notifications.markAllRead')}
        </button>
      </div>
      <div className="notifications-tabs" role="group" aria-label={t('notifications.page.filter')}>
        {filters.map((option) => (
          <button
            key={option}
            type="button"
            className={`notifications-tab ${option === filter ? 'is-active' : ''}`.trim()}
            aria-pressed={option === filter}
            onClick={() => setFilter(option)}
            data-testid={`notifications-filter-${option}`}
          >
            {t(`notifications.page.filters.${option}`)}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <div className="loading-block" role="status" data-testid="notifications-loading">
          <span className="spinner" aria-hidden="true" />
          <span>{t('notifications.loading')}</span>
        </div>
      ) : query.isError ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(query.error)}
        </p>
      ) : items.length === 0 ? (
        <div className="card notifications-empty" data-testid="notifications-empty">
          <p className="notifications-empty-title">{t(`notifications.page.empty.${filter}`)}</p>
          <p className="muted">{t('notifications.page.emptyText')}</p>
        </div>
      ) : (
        <>
          <ul
            ref={listRef}
            className="card notifications-list"
            aria-label={t('notifications.page.listLabel')}
            aria-busy={isFetchingNextPage}
            data-testid="notifications-list"
          >
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationRow
                  notification={notification}
                  onOpen={(item) => {
                    if (item.status === 'unread') read.mutate(item.id);
                  }}
                />
              </li>
            ))}
          </ul>
          <div className="notifications-end" aria-live="polite">
            {isFetchingNextPage ? (
              <div className="loading-block" role="status" data-testid="notifications-loading-more">
                <span className="spinner" aria-hidden="true" />
                <span>{t('notifications.page.loadingMore')}</span>
              </div>
            ) : hasNextPage ? (
              <button
                type="button"
                className="btn btn-ghost"
                onClick={loadMore}
                data-testid="notifications-more"
              >
                {t('notifications.page.more')}
              </button>
            ) : (
              <p className="muted" data-testid="notifications-end">
                {t('notifications.page.end')}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { useLiveEvent } from '../../../shared/live/live-stream.ts';
import { conversationsOf, useConversations } from '../api/get-conversations.ts';
import { messageKeys } from '../api/message-keys.ts';
import { ConversationRow } from './conversation-row.tsx';

/** The search waits until the typing pauses. */
export const searchDelayMs = 300;

/** The inbox: conversations latest first, searchable by name, a page more on demand. */
export function ConversationList({ activeUserId }: { activeUserId: number | null }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), searchDelayMs);
  const query = useConversations(debounced);
  const conversations = conversationsOf(query.data?.pages);

  // A new message moves its conversation to the top and changes its unread count.
  useLiveEvent('message', () => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
  });

  return (
    <section
      className="conversation-list"
      aria-labelledby={`${searchId}-title`}
      data-testid="inbox"
    >
      <div className="conversation-list-head">
        <h1 className="conversation-list-title" id={`${searchId}-title`}>
          {t('messages.inbox.title')}
        </h1>
        <label className="visually-hidden" htmlFor={searchId}>
          {t('messages.inbox.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          className="input"
          value={search}
          maxLength={100}
          placeholder={t('messages.inbox.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="inbox-search"
        />
      </div>
      {query.isPending ? (
        <div className="loading-block" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('messages.inbox.loading')}</span>
        </div>
      ) : query.isError ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(query.error)}
        </p>
      ) : conversations.length === 0 ? (
        <div className="conversation-empty" data-testid="inbox-empty">
          <p className="conversation-empty-title">
            {t(debounced ? 'messages.inbox.noMatch' : 'messages.inbox.emptyTitle')}
          </p>
          {debounced ? null : <p className="muted">{t('messages.inbox.emptyText')}</p>}
        </div>
      ) : (
        <ul className="conversation-items" aria-busy={query.isFetching}>
          {conversations.map((conversation) => (
            <li key={conversation.user.id}>
              <ConversationRow
                conversation={conversation}
                isActive={conversation.user.id === activeUserId}
              />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <div className="conversation-more">
          <button
            type="button"
            className="btn btn-secondary btn-block"
            onClick={() => void query.fetchNextPage({ cancelRefetch: false })}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
            data-testid="inbox-more"
          >
            {t(query.isFetchingNextPage ? 'messages.inbox.loadingMore' : 'messages.inbox.more')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

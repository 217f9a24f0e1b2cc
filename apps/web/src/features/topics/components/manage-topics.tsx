import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pager } from '../../../components/ui/pager.tsx';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { useMayCall } from '../../../shared/session/may-call.ts';
import { myTopicsPageSize, useMyTopics, type TopicStatusFilter } from '../api/get-my-topics.ts';
import { DeleteTopicDialog } from './delete-topic-dialog.tsx';
import { ManageTopicRow } from './manage-topic-row.tsx';
import { SeekerNotice } from './seeker-notice.tsx';
import '../../../shared/forms/listing-form.css';
import './manage-topics.css';

const filters = ['all', 'draft', 'published'] as const;
type Filter = (typeof filters)[number];

const filterOf = (value: string | null): Filter =>
  value === 'draft' || value === 'published' ? value : 'all';

/**
 * The provider's own topics: filter tabs (all, drafts, published) with their counts, one row per
 * topic with its actions, paging. Filter and page live in the URL.
 */
export function ManageTopics() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status: TopicStatusFilter = filter === 'all' ? undefined : filter;
  const query = useMyTopics(status, page);
  // Only providers create and publish; a former provider still manages (and unpublishes) theirs.
  const mayCreate = useMayCall('addtopic');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; title: string } | null>(null);

  const go = (next: { filter?: Filter; page?: number }) => {
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? 1;
    const search = new URLSearchParams();
    if (nextFilter !== 'all') search.set('status', nextFilter);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  const data = query.data;
  const counts = data?.counts ?? { draft: 0, published: 0, hidden: 0 };
  const countOf = (item: Filter) =>
    item === 'all' ? counts.draft + counts.published + counts.hidden : counts[item];
  const pageCount = Math.max(1, Math.ceil((data?.recordsTotal ?? 0) / myTopicsPageSize));

  return (
    <div className="manage-topics" data-testid="manage-topics">
      <header className="listing-head manage-topics-head">
        <div>
          <h1 className="page-title">{t('topics.manage.title')}</h1>
          <p className="muted">{t('topics.manage.intro')}</p>
        </div>
        {mayCreate ? (
          <Link to="/addtopic" className="btn btn-primary" data-testid="manage-create-topic">
            + {t('topics.manage.create')}
          </Link>
        ) : null}
      </header>
      {mayCreate ? null : <SeekerNotice variant="inline" />}

      <nav className="topic-filter-tabs" aria-label={t('topics.manage.filters')}>
        {filters.map((item) => (
          <Link
            key={item}
            to={item === 'all' ? '?' : `?status=${item}`}
            className="topic-filter-tab"
            aria-current={filter === item ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              go({ filter: item });
            }}
          >
            {t(`topics.manage.filter.${item}`)}
            {data ? <span className="topic-filter-count">{countOf(item)}</span> : null}
          </Link>
        ))}
      </nav>

      <p
        className={
          message?.kind === 'error'
            ? 'alert alert-error'
            : message
              ? 'alert alert-success'
              : 'topic-status'
        }
        role="status"
        aria-live="polite"
        data-testid="manage-topics-message"
      >
        {message?.text}
      </p>

      {query.isPending ? (
        <p className="loading-block">{t('app.loading')}</p>
      ) : query.isError ? (
        <p className="alert alert-error" role="alert">
          {t(errorMessageKey(query.error))}
        </p>
      ) : data && data.topics.length === 0 ? (
        <EmptyState filter={filter} hasAny={countOf('all') > 0} mayCreate={mayCreate} />
      ) : data ? (
        <>
          <ul
            className="manage-topic-list"
            aria-label={t(`topics.manage.filter.${filter}`)}
            aria-busy={query.isFetching}
          >
            {data.topics.map((topic) => (
              <ManageTopicRow
                key={topic.id}
                topic={topic}
                onMessage={setMessage}
                onDelete={() => setDeleting({ id: topic.id, title: topic.title })}
              />
            ))}
          </ul>
          <Pager
            page={page}
            pages={pageCount}
            onPage={(next) => go({ page: next })}
            labels={{
              label: t('topics.pager.label'),
              previous: `← ${t('topics.pager.previous')}`,
              next: `${t('topics.pager.next')} →`,
              status: t('topics.pager.position', { page, total: pageCount }),
            }}
          />
        </>
      ) : null}

      {deleting ? (
        <DeleteTopicDialog
          topic={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setMessage({ kind: 'ok', text: t('topics.manage.deleted', { title: deleting.title }) });
            setDeleting(null);
            // The last row of a page gone: show the page before it.
            if (data && data.topics.length === 1 && page > 1) go({ page: page - 1 });
          }}
        />
      ) : null}
    </div>
  );
}

function EmptyState({
  filter,
  hasAny,
  mayCreate,
}: {
  filter: Filter;
  hasAny: boolean;
  mayCreate: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="card topic-empty" data-testid="manage-topics-empty">
      <span className="topic-empty-icon" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="32"
          height="32"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14Z" />
          <path d="M8 7h8M8 11h6" />
        </svg>
      </span>
      <h2 className="topic-empty-title">
        {hasAny ? t(`topics.manage.emptyFiltered.${filter}`) : t('topics.manage.emptyTitle')}
      </h2>
      {!hasAny ? <p className="muted">{t('topics.manage.emptyText')}</p> : null}
      {mayCreate ? (
        <Link to="/addtopic" className="btn btn-primary">
          {t('topics.manage.createFirst')}
        </Link>
      ) : null}
    </div>
  );
}

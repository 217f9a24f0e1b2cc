import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { ToastRegion, useToast } from '../../../components/ui/toast.tsx';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { useMayCall } from '../../../shared/session/may-call.ts';
import { useMyEvents, type MyEventItem, type MyEventsQuery } from '../api/get-my-events.ts';
import { DeleteEventDialog } from './delete-event-dialog.tsx';
import { ManageEventRow } from './manage-event-row.tsx';
import { ProviderOnlyNotice } from './provider-only-notice.tsx';
import '../../../shared/forms/listing-form.css';
import './manage-events.css';

export const manageTabs = ['upcoming', 'past', 'drafts'] as const;
export type ManageTab = (typeof manageTabs)[number];

const PAGE_SIZE = 10;

const queryOfTab: Record<ManageTab, Omit<MyEventsQuery, 'page' | 'pageSize'>> = {
  upcoming: { status: 'published', when: 'upcoming' },
  past: { status: 'published', when: 'past' },
  drafts: { status: 'draft' },
};

interface ManageEventsProps {
  tab: ManageTab;
  page: number;
  /** The href of a tab and page (the route keeps them in the URL, so they can be shared). */
  hrefOf: (tab: ManageTab, page: number) => string;
}

/** The provider's own events by tab, paged, with edit, publish, view and delete. */
export function ManageEvents({ tab, page, hrefOf }: ManageEventsProps) {
  const { t } = useTranslation();
  const list = useMyEvents({ ...queryOfTab[tab], page, pageSize: PAGE_SIZE });
  const [deleting, setDeleting] = useState<MyEventItem | null>(null);
  const toast = useToast();
  // Only providers create and publish; a former provider still manages (and unpublishes) theirs.
  const mayCreate = useMayCall('addevent');
  const pages = list.data ? Math.max(1, Math.ceil(list.data.recordsTotal / PAGE_SIZE)) : 1;
  // Deleting the last event of the last page, or an old link, leaves a page past the end.
  if (list.data && !list.isPlaceholderData && page > pages) {
    return <Navigate to={hrefOf(tab, pages)} replace />;
  }

  return (
    <div className="listing-editor" data-testid="manage-events">
      <header className="listing-head">
        <div>
          <h1 className="page-title">{t('events.manage.title')}</h1>
          <p className="muted">{t('events.manage.intro')}</p>
        </div>
        {mayCreate ? (
          <Link className="btn btn-primary" to="/event/addevent" data-testid="new-event">
            {t('events.manage.new')}
          </Link>
        ) : null}
      </header>
      {mayCreate ? null : <ProviderOnlyNotice variant="inline" />}
      <nav className="event-tabs" aria-label={t('events.manage.tabsLabel')}>
        {manageTabs.map((name) => (
          <Link
            key={name}
            to={hrefOf(name, 1)}
            className={`event-tab ${name === tab ? 'is-active' : ''}`}
            aria-current={name === tab ? 'page' : undefined}
          >
            {t(`events.manage.tabs.${name}`)}
          </Link>
        ))}
      </nav>
      <div aria-live="polite" aria-busy={list.isFetching}>
        {list.isPending ? (
          <div className="loading-block" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>{t('app.loading')}</span>
          </div>
        ) : list.isError ? (
          <p className="alert alert-error" role="alert">
            {t(errorMessageKey(list.error))}
          </p>
        ) : list.data.events.length === 0 ? (
          <div className="card event-empty" data-testid="manage-events-empty">
            <p className="event-empty-title">{t(`events.manage.empty.${tab}`)}</p>
            {mayCreate ? (
              <>
                <p className="muted">{t('events.manage.emptyHint')}</p>
                <Link className="btn btn-primary" to="/event/addevent">
                  {t('events.manage.new')}
                </Link>
              </>
            ) : null}
          </div>
        ) : (
          <>
            <p className="event-count">
              {t('events.manage.count', { count: list.data.recordsTotal })}
            </p>
            <ul className="event-rows">
              {list.data.events.map((event) => (
                <ManageEventRow
                  key={event.id}
                  event={event}
                  onDelete={setDeleting}
                  onChanged={toast.show}
                />
              ))}
            </ul>
          </>
        )}
      </div>
      {pages > 1 ? (
        <nav className="event-pager" aria-label={t('events.manage.pagesLabel')}>
          {page > 1 ? (
            <Link className="btn btn-secondary" to={hrefOf(tab, page - 1)} rel="prev">
              {t('events.manage.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="event-pager-text">{t('events.manage.page', { page, pages })}</span>
          {page < pages ? (
            <Link className="btn btn-secondary" to={hrefOf(tab, page + 1)} rel="next">
              {t('events.manage.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      {deleting ? (
        <DeleteEventDialog
          event={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            toast.show(t('events.manage.deleted', { title: deleting.title }));
            setDeleting(null);
          }}
        />
      ) : null}
      <ToastRegion
        message={toast.message}
        closeLabel={t('app.close')}
        onDismiss={toast.dismiss}
        icon={<CheckIcon size={18} />}
      />
    </div>
  );
}

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RequirementCard } from '@app/contracts/catalogue';
import { Pager } from '../../../components/ui/pager.tsx';
import { ToastRegion, useToast } from '../../../components/ui/toast.tsx';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { useMyRequirements, type RequirementStatus } from '../api/get-my-requirements.ts';
import { useSetRequirementStatus } from '../api/set-requirement-status.ts';
import { DeleteRequirementDialog } from './delete-requirement-dialog.tsx';
import { MyRequirementRow } from './my-requirement-row.tsx';
import {
  doneMessageKey,
  stateAfter,
  type RequirementTransition,
} from './requirement-transitions.ts';
import './my-requirements.css';

export const myRequirementsPageSize = 10;
const statuses: readonly RequirementStatus[] = ['open', 'closed'];

interface MyRequirementsProps {
  status: RequirementStatus;
  page: number;
  onQueryChange: (status: RequirementStatus, page: number) => void;
}

/** The seeker's own requirements: open and closed tabs, paged, each with its actions. */
export function MyRequirements({ status, page, onQueryChange }: MyRequirementsProps) {
  const { t } = useTranslation();
  const query = useMyRequirements({ status, page, pageSize: myRequirementsPageSize });
  const setStatus = useSetRequirementStatus();
  const toast = useToast();
  const [actionError, setActionError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<RequirementCard | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.recordsTotal / myRequirementsPageSize)) : 1;
  const isCurrent = !query.isPlaceholderData;
  const isEmpty = data !== undefined && data.requirements.length === 0;

  // The last row of a later page went (closed or deleted): show the page before.
  useEffect(() => {
    if (data && isCurrent && data.requirements.length === 0 && page > 1) {
      onQueryChange(status, pages);
    }
  }, [data, isCurrent, page, pages, status, onQueryChange]);

  const fire = async (requirement: RequirementCard, transition: RequirementTransition) => {
    setActionError(null);
    try {
      await setStatus.mutateAsync({ id: requirement.id, status: stateAfter(transition) });
      toast.show(t(doneMessageKey[transition]));
      // The row leaves this tab: keep the keyboard where the list is.
      panelRef.current?.focus();
    } catch (error) {
      setActionError(errorMessageKey(error));
    }
  };

  const onTabKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + statuses.length) % statuses.length;
    tabRefs.current[next]?.focus();
    onQueryChange(statuses[next]!, 1);
  };

  return (
    <div className="my-requirements" data-testid="my-requirements">
      <header className="my-requirements-head">
        <div>
          <h1 className="page-title">{t('requirements.manage.heading')}</h1>
          <p className="muted">{t('requirements.manage.intro')}</p>
        </div>
        {/* An empty list has its own call to action. */}
        {isEmpty ? null : (
          <Link className="btn btn-primary btn-lg" to="/requirement/addrequirement">
            {t('requirements.manage.post')}
          </Link>
        )}
      </header>

      <div
        className="my-requirements-tabs"
        role="tablist"
        aria-label={t('requirements.manage.tabsLabel')}
      >
        {statuses.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`my-requirements-tab-${tab}`}
            aria-selected={tab === status}
            aria-controls="my-requirements-panel"
            tabIndex={tab === status ? 0 : -1}
            className="my-requirements-tab"
            onClick={() => onQueryChange(tab, 1)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {t(`requirements.manage.tabs.${tab}`)}
            {data ? (
              <span className="my-requirements-count" data-testid={`my-requirements-count-${tab}`}>
                {data.counts[tab]}
              </span>
            ) : null}
          </button>
        ))}
      </div>

      <div
        className="my-requirements-panel"
        id="my-requirements-panel"
        role="tabpanel"
        aria-labelledby={`my-requirements-tab-${status}`}
        aria-busy={query.isFetching}
        tabIndex={-1}
        ref={panelRef}
      >
        {actionError ? (
          <p className="alert alert-error" role="alert">
            {t(actionError)}
          </p>
        ) : null}
        {query.isPending ? (
          <p className="loading-block my-requirements-loading" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('requirements.manage.loading')}
          </p>
        ) : query.isError ? (
          <div className="alert alert-error my-requirements-error" role="alert">
            <p>{t(errorMessageKey(query.error))}</p>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => void query.refetch()}
            >
              {t('requirements.manage.retry')}
            </button>
          </div>
        ) : isEmpty ? (
          <div className="my-requirements-empty" data-testid="my-requirements-empty">
            <h2>{t(`requirements.manage.empty.${status}.title`)}</h2>
            <p className="muted">{t(`requirements.manage.empty.${status}.text`)}</p>
            <Link className="btn btn-accent btn-lg" to="/requirement/addrequirement">
              {t('requirements.manage.post')}
            </Link>
          </div>
        ) : data ? (
          <>
            <ul className="my-requirements-list">
              {data.requirements.map((requirement) => (
                <li key={requirement.id}>
                  <MyRequirementRow
                    requirement={requirement}
                    isBusy={setStatus.isPending && setStatus.variables?.id === requirement.id}
                    onTransition={(transition) => void fire(requirement, transition)}
                    onDelete={() => setDeleting(requirement)}
                  />
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              pages={pages}
              onPage={(next) => onQueryChange(status, next)}
              labels={{
                label: t('requirements.pager.label'),
                previous: t('requirements.pager.previous'),
                next: t('requirements.pager.next'),
                status: t('requirements.pager.status', { page, pages }),
              }}
            />
          </>
        ) : null}
      </div>

      {deleting ? (
        <DeleteRequirementDialog
          requirement={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            toast.show(t('requirements.manage.deleted'));
            panelRef.current?.focus();
          }}
        />
      ) : null}
      <ToastRegion message={toast.message} closeLabel={t('app.close')} onDismiss={toast.dismiss} />
    </div>
  );
}

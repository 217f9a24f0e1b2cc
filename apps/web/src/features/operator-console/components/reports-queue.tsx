import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportQueueFilters, type ReportQueueFilter } from '@app/contracts/actions/report-queue';
import type { Language } from '@app/contracts/locales';
import { TabList } from '../../../components/ui/tab-list.tsx';
import { formatDate } from '../../../lib/format.ts';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useReportQueue } from '../api/reports.ts';
import { ReportStateBadge, useReportTitle } from './report-labels.tsx';

/**
 * The queue of reports, oldest first (the longest wait on top): the open ones by default, one
 * state or all, optionally only those assigned to the reader. Reports of one thing are one row
 * with their count.
 */
export function ReportsQueue({ language }: { language: Language }) {
  const { t } = useTranslation();
  const mineId = useId();
  const [filter, setFilter] = useState<ReportQueueFilter>('open');
  const [mine, setMine] = useState(false);
  const queue = useReportQueue({ state: filter, ...(mine ? { mine: true } : {}) });
  const titleOf = useReportTitle();
  return (
    <div className="console-page" data-testid="console-reports">
      <h1>{t('console.reports.title')}</h1>
      <p className="muted">{t('console.reports.intro')}</p>
      <div className="console-toolbar">
        <TabList
          tabs={reportQueueFilters.map((id) => ({ id, label: t(`console.filters.${id}`) }))}
          selected={filter}
          onSelect={setFilter}
          label={t('console.reports.filterLabel')}
          idPrefix="report-filter"
        />
        <label className="checkbox" htmlFor={mineId}>
          <input
            id={mineId}
            type="checkbox"
            checked={mine}
            onChange={(event) => setMine(event.target.checked)}
          />
          {t('console.reports.mine')}
        </label>
      </div>
      <div role="tabpanel" id="report-filter-panel" aria-labelledby={`report-filter-tab-${filter}`}>
        <QueryStates query={queue}>
          {(data) =>
            data.list.length === 0 ? (
              <p className="card console-empty" data-testid="reports-empty">
                {filter === 'open' ? t('console.reports.emptyOpen') : t('console.reports.empty')}
              </p>
            ) : (
              <ul className="console-list" data-testid="report-rows">
                {data.list.map((row) => (
                  <li key={row.id} className="card console-row" data-testid="report-row">
                    <div className="console-row-main">
                      <Link to={`/admin/reports/${row.id}`} className="console-row-title">
                        {titleOf(row)}
                      </Link>
                      <span className="muted">
                        {row.reference} · {t(`console.kinds.${row.kind}`)} · {row.name}
                      </span>
                    </div>
                    <div className="console-row-side">
                      <ReportStateBadge state={row.state} />
                      {row.count > 1 ? (
                        <span className="console-count" data-testid="report-count">
                          {t('console.reports.count', { count: row.count })}
                        </span>
                      ) : null}
                      <span className="muted">
                        {row.assignee
                          ? t('console.reports.assignedTo', { name: row.assignee.username })
                          : t('console.reports.unassigned')}
                      </span>
                      <time dateTime={row.createdAt} className="muted">
                        {formatDate(row.createdAt, language, 'medium')}
                      </time>
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryStates>
      </div>
    </div>
  );
}

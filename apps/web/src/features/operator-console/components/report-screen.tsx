import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@app/contracts/locales';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import {
  useAddReportNote,
  useAssignReport,
  useMoveReport,
  useReplyToReporter,
  useReport,
  type ReportDetail,
} from '../api/reports.ts';
import { ReportStateBadge, useReportTitle } from './report-labels.tsx';
import { ReportTextForm } from './report-text-form.tsx';
import { ModerationActions } from './moderation-actions.tsx';

/** One report as the staff work it: what was said, about what, by whom, and what to do. */
export function ReportScreen({ id, language }: { id: number; language: Language }) {
  const { t } = useTranslation();
  const report = useReport(id);
  return (
    <div className="console-page" data-testid="console-report">
      <Link to="/admin/reports" className="console-back">
        {t('console.report.back')}
      </Link>
      <QueryStates query={report}>
        {(data) => <ReportBody data={data} language={language} />}
      </QueryStates>
    </div>
  );
}

function ReportBody({ data, language }: { data: ReportDetail; language: Language }) {
  const { t } = useTranslation();
  const { report, target } = data;
  const titleOf = useReportTitle();
  return (
    <>
      <header className="console-report-head">
        <h1>{titleOf(report)}</h1>
        <ReportStateBadge state={report.state} />
      </header>
      <p className="muted">
        {report.reference} · {t(`console.kinds.${report.kind}`)} ·{' '}
        {formatDateTime(report.createdAt, language)}
      </p>
      <div className="console-report-grid">
        <div className="console-report-main">
          <section className="card" aria-labelledby="report-said">
            <h2 id="report-said" className="console-section-title">
              {t('console.report.said')}
            </h2>
            <dl className="console-facts">
              <dt>{t('console.report.from')}</dt>
              <dd>
                {report.name} &lt;{report.email}&gt;
                {report.reporter ? (
                  <>
                    {' · '}
                    <Link to={`/admin/people/${report.reporter.userId}`}>
                      {report.reporter.username}
                    </Link>
                  </>
                ) : null}
              </dd>
              <dt>{t('console.report.language')}</dt>
              <dd>{report.language}</dd>
              {report.link && !target ? (
                <>
                  <dt>{t('console.report.page')}</dt>
                  <dd className="console-break">{report.link}</dd>
                </>
              ) : null}
            </dl>
            {report.message ? (
              <blockquote className="console-quote" data-testid="report-message">
                {report.message}
              </blockquote>
            ) : (
              <p className="muted">{t('console.report.noWords')}</p>
            )}
          </section>

          {report.targetKind ? (
            <section className="card" aria-labelledby="report-thing" data-testid="report-target">
              <h2 id="report-thing" className="console-section-title">
                {t('console.report.thing', { kind: t(`console.targets.${report.targetKind}`) })}
              </h2>
              {target ? (
                <>
                  <p className="console-thing-title">{target.title}</p>
                  <p className="console-links">
                    {target.link ? (
                      <Link to={target.link} target="_blank" rel="noreferrer">
                        {t('console.report.openPage')}
                      </Link>
                    ) : null}
                    {target.owner ? (
                      <Link to={`/admin/people/${target.owner.userId}`}>
                        {t('console.report.owner', { name: target.owner.username })}
                      </Link>
                    ) : null}
                  </p>
                </>
              ) : (
                <p className="muted">{t('console.report.thingGone')}</p>
              )}
              {data.messages.length > 0 ? (
                <ol className="console-messages" aria-label={t('console.report.context')}>
                  {data.messages.map((message) => (
                    <li
                      key={message.id}
                      className={
                        message.isReported ? 'console-message is-reported' : 'console-message'
                      }
                      data-testid="report-context-message"
                    >
                      <span className="muted">
                        {message.sender} · {formatDateTime(message.createdAt, language)}
                        {message.isReported ? ` · ${t('console.report.reportedMessage')}` : ''}
                      </span>
                      <span>{message.body}</span>
                    </li>
                  ))}
                </ol>
              ) : null}
            </section>
          ) : null}

          {data.group.length > 1 ? (
            <section className="card" aria-labelledby="report-group">
              <h2 id="report-group" className="console-section-title">
                {t('console.report.group', { count: data.group.length })}
              </h2>
              <ul className="console-group">
                {data.group.map((member) => (
                  <li key={member.id}>
                    <span className="muted">
                      {member.reference} · {member.name} ·{' '}
                      {member.reason ? t(`console.reasons.${member.reason}`) : ''} ·{' '}
                      {formatDate(member.createdAt, language, 'medium')}
                    </span>
                    {member.message ? <span>{member.message}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <ReportTimeline data={data} language={language} />
        </div>
        <ReportActions data={data} />
      </div>
    </>
  );
}

function ReportActions({ data }: { data: ReportDetail }) {
  const { t } = useTranslation();
  const assigneeId = useId();
  const errorMessage = useErrorMessage();
  const move = useMoveReport();
  const assign = useAssignReport();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { report } = data;
  const run = async (action: () => Promise<unknown>, done: string) => {
    setFailure(null);
    setNotice(null);
    try {
      await action();
      setNotice(done);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <aside className="card console-report-actions" aria-labelledby="report-actions">
      <h2 id="report-actions" className="console-section-title">
        {t('console.report.actions')}
      </h2>
      <div className="console-buttons">
        {report.transitions.map((transition) => (
          <button
            key={transition}
            type="button"
            className={transition === 'take' ? 'btn btn-primary' : 'btn btn-secondary'}
            disabled={move.isPending}
            onClick={() =>
              void run(
                () => move.mutateAsync({ id: report.id, transition }),
                t(`console.transitions.${transition}Done`),
              )
            }
            data-testid={`report-${transition}`}
          >
            {t(`console.transitions.${transition}`)}
          </button>
        ))}
      </div>
      <ModerationActions
        data={data}
        onDone={(message) => {
          setFailure(null);
          setNotice(message);
        }}
        onFailure={(error) => setFailure(errorMessage(error))}
      />
      <label htmlFor={assigneeId} className="field-label">
        {t('console.report.assignee')}
      </label>
      <select
        id={assigneeId}
        className="input"
        value={report.assignee?.userId ?? ''}
        disabled={assign.isPending}
        onChange={(event) => {
          const value = event.target.value;
          void run(
            () =>
              assign.mutateAsync({
                id: report.id,
                assigneeId: value === '' ? null : Number(value),
              }),
            t('console.report.assigned'),
          );
        }}
        data-testid="report-assignee"
      >
        <option value="">{t('console.reports.unassigned')}</option>
        {data.staff.map((member) => (
          <option key={member.userId} value={member.userId}>
            {member.username}
          </option>
        ))}
      </select>
      <div aria-live="polite">
        {notice ? (
          <p className="alert alert-success" data-testid="report-notice">
            {notice}
          </p>
        ) : null}
      </div>
      <FormError message={failure} testId="report-error" />
    </aside>
  );
}

function ReportTimeline({ data, language }: { data: ReportDetail; language: Language }) {
  const { t } = useTranslation();
  const note = useAddReportNote();
  const reply = useReplyToReporter();
  const { report } = data;
  return (
    <section className="card" aria-labelledby="report-timeline">
      <h2 id="report-timeline" className="console-section-title">
        {t('console.report.timeline')}
      </h2>
      {data.entries.length === 0 ? (
        <p className="muted">{t('console.report.noEntries')}</p>
      ) : (
        <ol className="console-entries" data-testid="report-entries">
          {data.entries.map((entry) => (
            <li key={entry.id} className={`console-entry console-entry-${entry.kind}`}>
              <span className="muted">
                {t(`console.report.entry.${entry.kind}`, { name: entry.author ?? '—' })} ·{' '}
                {formatDateTime(entry.createdAt, language)}
              </span>
              <span className="console-entry-body">{entry.body}</span>
            </li>
          ))}
        </ol>
      )}
      <ReportTextForm
        label={t('console.report.replyLabel', { email: report.email })}
        hint={t('console.report.replyHint')}
        submitLabel={t('console.report.sendReply')}
        doneLabel={t('console.report.replySent')}
        isPending={reply.isPending}
        onSubmit={(text) => reply.mutateAsync({ id: report.id, text })}
        testId="report-reply"
      />
      <ReportTextForm
        label={t('console.report.noteLabel')}
        hint={t('console.report.noteHint')}
        submitLabel={t('console.report.addNote')}
        doneLabel={t('console.report.noteAdded')}
        isPending={note.isPending}
        onSubmit={(text) => note.mutateAsync({ id: report.id, text })}
        testId="report-note"
      />
    </section>
  );
}

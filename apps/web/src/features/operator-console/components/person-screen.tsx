import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@app/contracts/locales';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { ReasonDialog } from '../../../shared/forms/reason-dialog.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useRestoreUser } from '../api/moderation.ts';
import {
  usePersonRecord,
  useResendVerification,
  useResetTwoFactor,
  type PersonRecord,
} from '../api/people.ts';
import { ReportStateBadge } from './report-labels.tsx';
import { SuspendDialog } from './suspend-dialog.tsx';

/** A person's record: their account, companies, listings, bookings, reports and security log. */
export function PersonScreen({ userId, language }: { userId: number; language: Language }) {
  const { t } = useTranslation();
  const record = usePersonRecord(userId);
  return (
    <div className="console-page" data-testid="console-person">
      <Link to="/admin/people" className="console-back">
        {t('console.person.back')}
      </Link>
      <QueryStates query={record}>
        {(data) => <PersonBody data={data} language={language} />}
      </QueryStates>
    </div>
  );
}

type Asking = 'suspend' | 'twoFactor' | null;

function PersonBody({ data, language }: { data: PersonRecord; language: Language }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const restore = useRestoreUser();
  const resend = useResendVerification();
  const reset = useResetTwoFactor();
  const [asking, setAsking] = useState<Asking>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { person } = data;
  const run = async (action: () => Promise<string>) => {
    setNotice(null);
    setFailure(null);
    try {
      setNotice(await action());
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const facts: Array<[string, ReactNode]> = [
    [t('console.person.username'), person.username],
    [
      t('console.person.email'),
      `${person.email} · ${person.emailVerified ? t('console.person.verified') : t('console.person.unverified')}`,
    ],
    [t('console.person.joined'), formatDate(person.createdAt, language, 'medium')],
    [
      t('console.person.lastLogin'),
      person.lastLoginAt ? formatDateTime(person.lastLoginAt, language) : '—',
    ],
    [
      t('console.person.twoFactor'),
      person.twoFactorEnabled ? t('console.team.twoFactorOn') : t('console.person.twoFactorOff'),
    ],
    [
      t('console.person.companies'),
      data.memberships.length === 0
        ? '—'
        : data.memberships.map((each, index) => (
            <Fragment key={each.companyId}>
              {index > 0 ? ', ' : null}
              <Link to={`/admin/companies/${each.companyId}`}>{each.name}</Link>
            </Fragment>
          )),
    ],
    [
      t('console.person.bookings'),
      t('console.person.bookingCounts', {
        made: String(data.bookings.made),
        received: String(data.bookings.received),
      }),
    ],
  ];
  return (
    <>
      <header className="console-report-head">
        <h1>{person.name ?? person.username}</h1>
        {person.platformRole ? (
          <span className="console-badge">{t(`console.roles.${person.platformRole}`)}</span>
        ) : null}
        {person.suspended ? (
          <span className="console-badge console-badge-dismissed" data-testid="person-suspended">
            {t('console.people.suspended')}
          </span>
        ) : null}
      </header>
      {person.suspended && person.suspendedReason ? (
        <p className="alert alert-info">
          {t('console.person.suspendedWhy', { reason: person.suspendedReason })}
        </p>
      ) : null}
      <div className="console-report-grid">
        <div className="console-report-main">
          <section className="card" aria-labelledby="person-account">
            <h2 id="person-account" className="console-section-title">
              {t('console.person.account')}
            </h2>
            <dl className="console-facts">
              {facts.map(([term, value]) => (
                <div key={term} className="console-fact">
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="card" aria-labelledby="person-listings">
            <h2 id="person-listings" className="console-section-title">
              {t('console.person.listings')}
            </h2>
            {data.listings.length === 0 ? (
              <p className="muted">{t('console.person.noListings')}</p>
            ) : (
              <ul className="console-group">
                {data.listings.map((listing) => (
                  <li key={`${listing.kind}-${listing.id}`}>
                    {/* In the reader's language (the router's basename), in a tab of its own. */}
                    <Link to={listing.link} target="_blank" rel="noreferrer">
                      {listing.title}
                    </Link>
                    <span className="muted">
                      {t(`console.targets.${listing.kind}`)} ·{' '}
                      {t(
                        `${listing.kind === 'requirement' ? 'requirements' : `${listing.kind}s`}.status.${listing.status}`,
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ReportList title={t('console.person.reportsAbout')} reports={data.reportsAbout} />
          <ReportList title={t('console.person.reportsBy')} reports={data.reportsBy} />
          <section className="card" aria-labelledby="person-log">
            <h2 id="person-log" className="console-section-title">
              {t('console.person.securityLog')}
            </h2>
            {data.securityLog.length === 0 ? (
              <p className="muted">{t('audit.empty')}</p>
            ) : (
              <ul className="console-group">
                {data.securityLog.map((entry) => (
                  <li key={entry.id}>
                    <span className="muted">{formatDateTime(entry.date, language)}</span>
                    <span>
                      {t(`audit.kinds.${entry.kind}`, {
                        ...entry.detail,
                        role: entry.detail.role ?? '',
                      })}
                      {entry.actor ? ` · ${t('audit.by', { name: entry.actor })}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        {person.isSelf ? null : (
          <aside className="card console-report-actions" aria-labelledby="person-actions">
            <h2 id="person-actions" className="console-section-title">
              {t('console.report.actions')}
            </h2>
            <div className="console-buttons">
              {person.suspended ? (
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={restore.isPending}
                  onClick={() =>
                    void run(async () => {
                      await restore.mutateAsync({ userId: person.userId });
                      return t('console.moderation.unsuspended', { name: person.username });
                    })
                  }
                  data-testid="person-unsuspend"
                >
                  {t('console.moderation.unsuspendOf', { name: person.username })}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-ghost console-danger"
                  onClick={() => setAsking('suspend')}
                  data-testid="person-suspend"
                >
                  {t('console.moderation.suspendOf', { name: person.username })}
                </button>
              )}
              <button
                type="button"
                className="btn btn-secondary"
                disabled={resend.isPending}
                onClick={() =>
                  void run(async () => {
                    const sent = await resend.mutateAsync({ userId: person.userId });
                    return sent.sent
                      ? t('console.person.linkSent', { email: sent.email ?? '' })
                      : t('console.person.alreadyVerified');
                  })
                }
                data-testid="person-resend"
              >
                {t('console.person.resend')}
              </button>
              {person.twoFactorEnabled ? (
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => setAsking('twoFactor')}
                  data-testid="person-reset-two-factor"
                >
                  {t('console.person.resetTwoFactor')}
                </button>
              ) : null}
            </div>
            <div aria-live="polite">
              {notice ? (
                <p className="alert alert-success" data-testid="person-notice">
                  {notice}
                </p>
              ) : null}
            </div>
            <FormError message={failure} testId="person-error" />
          </aside>
        )}
      </div>
      {asking === 'suspend' ? (
        <SuspendDialog person={person} onDone={setNotice} onClose={() => setAsking(null)} />
      ) : null}
      {asking === 'twoFactor' ? (
        <ReasonDialog
          texts={{
            title: t('console.person.resetTitle'),
            description: t('console.person.resetText'),
            reason: t('console.person.resetReason'),
            keep: t('console.moderation.keep'),
            confirm: t('console.person.resetTwoFactor'),
          }}
          testIds={{
            dialog: 'reset-dialog',
            reason: 'reset-reason',
            error: 'reset-error',
            confirm: 'reset-confirm',
          }}
          onConfirm={async (reason) => {
            await reset.mutateAsync({ userId: person.userId, reason });
            setNotice(t('console.person.resetDone'));
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}

function ReportList({ title, reports }: { title: string; reports: PersonRecord['reportsBy'] }) {
  const { t } = useTranslation();
  return (
    <section className="card">
      <h2 className="console-section-title">{title}</h2>
      {reports.length === 0 ? (
        <p className="muted">{t('console.person.noReports')}</p>
      ) : (
        <ul className="console-group">
          {reports.map((report) => (
            <li key={report.id}>
              <Link to={`/admin/reports/${report.id}`}>
                {report.reference} · {report.subject}
              </Link>
              <ReportStateBadge state={report.state} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { ActionResponse } from '@app/contracts/registry';
import { isKnownPlan } from '@app/contracts/billing';
import type { Language } from '@app/contracts/locales';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatCalendarDate, formatDateTime } from '../../../lib/format.ts';
import './audit-log-list.css';

export type AuditEntry = ActionResponse<'securitylog'>['list'][number] & {
  member?: string | null;
};

const socialProviders = new Set(['facebook', 'google', 'twitter', 'live']);

/** The sentence of one event, in the reader's language, with its facts filled in. */
export function useAuditText() {
  const { t } = useTranslation();
  const language = useLanguage();
  const role = (name: string | undefined) =>
    name === 'admin' || name === 'manager'
      ? t(`audit.roles.${name}`)
      : name === 'operator' || name === 'support' || name === 'none'
        ? t(`console.roles.${name}`)
        : '';
  const listingKind = (name: string | undefined) =>
    name === 'topic' ||
    name === 'event' ||
    name === 'requirement' ||
    name === 'review' ||
    name === 'profile'
      ? t(`console.targets.${name}`)
      : '';
  const plan = (name: string | undefined) =>
    name !== undefined && isKnownPlan(name) ? t(`billing.plans.${name}`) : (name ?? '');
  const day = (value: string | undefined) => (value ? formatCalendarDate(value, language) : '');
  // A change of billing details: the fields it changed, named as the billing form names them.
  const billingFields = (names: string | undefined) =>
    (names ?? '')
      .split(',')
      .filter((name) => name !== '')
      .map((name) => t(`billing.fields.${name}`))
      .join(', ');
  const transition = (name: string | undefined) =>
    name === 'take' || name === 'resolve' || name === 'dismiss' || name === 'reopen'
      ? t(`console.moved.${name}`)
      : '';
  return (entry: AuditEntry) => {
    const method = entry.detail.method;
    return t(`audit.kinds.${entry.kind}`, {
      // The facts of an operator's action: why, which report, to whom it went.
      reason: entry.detail.reason ?? '',
      reference: entry.detail.reference ?? '',
      assignee: entry.detail.assignee ?? '',
      title: entry.detail.title ?? '',
      kind: listingKind(entry.detail.kind),
      transition: transition(entry.detail.transition),
      method:
        method && socialProviders.has(method)
          ? t(`auth.social.${method}`)
          : t('audit.methods.password'),
      email: entry.detail.email ?? '',
      role: role(entry.detail.role),
      previousRole: role(entry.detail.previousRole),
      // A plan's sale: the invoice, the company, the plan, the payment's day and the new end.
      number: entry.detail.number ?? '',
      company: entry.detail.company ?? '',
      plan: plan(entry.detail.plan),
      date: day(entry.detail.date),
      endDate: day(entry.detail.endDate),
      fields: billingFields(entry.detail.fields),
    });
  };
}

interface AuditLogListProps {
  entries: readonly AuditEntry[];
  language: Language;
  /** Where each event came from (address and browser), or nothing. */
  originOf?: (entry: AuditEntry) => string | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  onMore: () => void;
  testId: string;
}

/**
 * A security log, newest first: when, what (naming the member it concerns, when the log is a
 * company's), who did it when it was someone else, and from where; older rows on demand.
 */
export function AuditLogList({
  entries,
  language,
  originOf,
  hasMore,
  isLoadingMore,
  onMore,
  testId,
}: AuditLogListProps) {
  const { t } = useTranslation();
  const textOf = useAuditText();
  if (entries.length === 0) return <p className="muted">{t('audit.empty')}</p>;
  return (
    <>
      <ol className="audit-log" data-testid={testId}>
        {entries.map((entry) => {
          const origin = originOf?.(entry) ?? null;
          return (
            <li key={entry.id} className="audit-entry" data-kind={entry.kind}>
              <time dateTime={entry.date} className="audit-entry-date">
                {formatDateTime(entry.date, language)}
              </time>
              <span className="audit-entry-text">
                {entry.member ? <strong>{entry.member}: </strong> : null}
                {textOf(entry)}
              </span>
              {entry.actor || origin ? (
                <span className="audit-entry-meta">
                  {entry.actor ? <span>{t('audit.by', { name: entry.actor })}</span> : null}
                  {origin ? <span>{origin}</span> : null}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {hasMore ? (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={isLoadingMore}
          onClick={onMore}
        >
          {isLoadingMore ? t('app.loading') : t('audit.older')}
        </button>
      ) : null}
    </>
  );
}

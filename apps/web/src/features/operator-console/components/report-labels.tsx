import { useTranslation } from 'react-i18next';
import type { QueueRow } from '../api/reports.ts';

/** What a report is about, in words: "Topic · Fraud" for a reported thing, else the form's kind. */
export function useReportWhat() {
  const { t } = useTranslation();
  return (report: Pick<QueueRow, 'kind' | 'targetKind' | 'reason'>) =>
    report.targetKind
      ? [
          t(`console.targets.${report.targetKind}`),
          report.reason ? t(`console.reasons.${report.reason}`) : null,
        ]
          .filter(Boolean)
          .join(' · ')
      : t(`console.kinds.${report.kind}`);
}

/** A report's title: what it is about for a reported thing (its subject is the server's), else its subject. */
export function useReportTitle() {
  const whatOf = useReportWhat();
  return (report: Pick<QueueRow, 'kind' | 'targetKind' | 'reason' | 'subject'>) =>
    report.targetKind ? whatOf(report) : report.subject;
}

export function ReportStateBadge({ state }: { state: QueueRow['state'] }) {
  const { t } = useTranslation();
  return (
    <span className={`console-badge console-badge-${state}`} data-testid="report-state">
      {t(`console.states.${state}`)}
    </span>
  );
}

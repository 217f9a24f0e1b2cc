import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { formatTrainingPeriod } from '../../../lib/training-period.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import type { ScheduleTraining } from '../api/get-training-schedule.ts';

/** When a training runs, in the viewer's zone and language. */
export function useTrainingWhen(): (training: ScheduleTraining) => string {
  const language = useLanguage();
  return (training) =>
    training.endsAt
      ? formatTrainingPeriod({ ...training, endsAt: training.endsAt }, language)
      : formatDateTime(training.startsAt, language);
}

/** Where a training runs: its delivery mode and, if any, the place. */
export function useTrainingWhere(): (training: ScheduleTraining) => string {
  const { t } = useTranslation();
  return (training) =>
    [training.delivery ? t(`catalogue.delivery.${training.delivery}`) : null, training.location]
      .filter(Boolean)
      .join(' · ');
}

/** "Not confirmed" beside a training the trainer or an approver has not said yes to yet. */
export function ConfirmationBadge({ training }: { training: ScheduleTraining }) {
  const { t } = useTranslation();
  if (training.confirmed) return null;
  return (
    <span className="schedule-badge" data-testid="schedule-unconfirmed">
      {t('companySchedule.notConfirmed')}
    </span>
  );
}

/** The people a training is for, with their department when known. */
export function participantNames(training: ScheduleTraining): string {
  return training.participants
    .map((person) => (person.department ? `${person.name} (${person.department})` : person.name))
    .join(', ');
}

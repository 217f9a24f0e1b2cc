import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import type { ScheduleTraining } from '../api/get-training-schedule.ts';
import { downloadText, toCsv } from '../utils/schedule-csv.ts';
import { useTrainingWhere } from './training-details.tsx';

/**
 * The shown trainings as a CSV file, one row per participant (a spreadsheet filters people), with
 * ISO times (a spreadsheet sorts them) and the catalogue's words for states and delivery; first the
 * location's name when several locations are shown.
 */
export function useExportSchedule(): (
  trainings: ScheduleTraining[],
  month: string,
  showLocation?: boolean,
) => void {
  const { t } = useTranslation();
  const language = useLanguage();
  const where = useTrainingWhere();
  return (trainings, month, showLocation = false) => {
    const header = [
      ...(showLocation ? [t('companySchedule.columns.location')] : []),
      t('companySchedule.columns.start'),
      t('companySchedule.columns.end'),
      t('companySchedule.columns.training'),
      t('companySchedule.columns.status'),
      t('companySchedule.columns.trainer'),
      t('companySchedule.columns.where'),
      t('companySchedule.columns.department'),
      t('companySchedule.columns.attendee'),
      t('companySchedule.columns.attendeeDepartment'),
    ];
    const rows = trainings.flatMap((training) => {
      const common = [
        ...(showLocation ? [training.locationName] : []),
        training.startsAt,
        training.endsAt,
        training.title,
        t(`bookings.state.${training.state}`),
        training.trainer,
        where(training),
        training.department,
      ];
      return training.participants.length === 0
        ? [[...common, null, null]]
        : training.participants.map((person) => [...common, person.name, person.department]);
    });
    downloadText(toCsv(header, rows, language), `training-schedule-${month}.csv`);
  };
}

import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { ScheduleScreen } from '../../features/company-schedule/index.ts';

/**
 * `/dashboard/c/trainingschedule` (signed in; company admins and managers): the company's
 * trainings by month or as a list, its CSV export and the private iCalendar feed. The server
 * refuses users of no company, and the page then says so.
 */
export function TrainingSchedulePage() {
  const { t } = useTranslation();
  usePageTitle(t('companySchedule.documentTitle'));
  return (
    <div className="container page">
      <ScheduleScreen />
    </div>
  );
}

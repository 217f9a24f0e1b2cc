import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import type { ScheduleTraining } from '../api/get-training-schedule.ts';
import {
  ConfirmationBadge,
  participantNames,
  useTrainingWhen,
  useTrainingWhere,
} from './training-details.tsx';

/** The list view: one row per training (a table on wide screens, cards on a phone). */
export function ScheduleList({
  trainings,
  showLocation = false,
}: {
  trainings: ScheduleTraining[];
  /** Name each training's location (several locations are shown). */
  showLocation?: boolean;
}) {
  const { t } = useTranslation();
  const isWide = useMediaQuery('(min-width: 48rem)', true);
  const when = useTrainingWhen();
  const where = useTrainingWhere();
  if (trainings.length === 0) {
    return <EmptyState text={t('companySchedule.list.empty')} testId="schedule-list-empty" />;
  }
  if (!isWide) {
    return (
      <ul className="schedule-cards" data-testid="schedule-list">
        {trainings.map((training) => (
          <li key={training.id} className="card schedule-card" data-testid="schedule-list-item">
            <p className="schedule-card-title">
              <Link to={`/mybooking/${training.id}`}>{training.title}</Link>{' '}
              <ConfirmationBadge training={training} />
            </p>
            <p className="muted">{when(training)}</p>
            {showLocation ? (
              <p data-testid="schedule-location-name">
                {t('companySchedule.locationIs', { name: training.locationName })}
              </p>
            ) : null}
            <p>{t('companySchedule.trainerIs', { name: training.trainer })}</p>
            {where(training) ? <p>{where(training)}</p> : null}
            <p>{t('companySchedule.attendees', { names: participantNames(training) || '—' })}</p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="schedule-table-wrap">
      <table className="schedule-table" data-testid="schedule-list">
        <caption className="visually-hidden">{t('companySchedule.list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('companySchedule.columns.when')}</th>
            {showLocation ? <th scope="col">{t('companySchedule.columns.location')}</th> : null}
            <th scope="col">{t('companySchedule.columns.training')}</th>
            <th scope="col">{t('companySchedule.columns.trainer')}</th>
            <th scope="col">{t('companySchedule.columns.where')}</th>
            <th scope="col">{t('companySchedule.columns.attendees')}</th>
          </tr>
        </thead>
        <tbody>
          {trainings.map((training) => (
            <tr key={training.id} data-testid="schedule-list-item">
              <td>{when(training)}</td>
              {showLocation ? (
                <td data-testid="schedule-location-name">{training.locationName}</td>
              ) : null}
              <td>
                <Link to={`/mybooking/${training.id}`}>{training.title}</Link>{' '}
                <ConfirmationBadge training={training} />
              </td>
              <td>{training.trainer}</td>
              <td>{where(training)}</td>
              <td>{participantNames(training)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

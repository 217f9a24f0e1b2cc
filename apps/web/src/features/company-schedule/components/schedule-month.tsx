import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '@app/contracts/locales';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { formatDate } from '../../../lib/format.ts';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import type { ScheduleTraining } from '../api/get-training-schedule.ts';
import { dayKeyOf, groupByDay, monthWeeks } from '../utils/month-grid.ts';
import {
  ConfirmationBadge,
  participantNames,
  useTrainingWhen,
  useTrainingWhere,
} from './training-details.tsx';
import { dateTimeFormat } from '../../../lib/intl.ts';

/**
 * The month view: a calendar grid on wide screens (a table: weeks are rows, days columns, each
 * day lists its trainings); on a phone an agenda, the month's days that have trainings in order.
 */
export function ScheduleMonth({
  month,
  trainings,
  showLocation = false,
}: {
  month: string;
  trainings: ScheduleTraining[];
  /** Name each training's location (several locations are shown). */
  showLocation?: boolean;
}) {
  const isWide = useMediaQuery('(min-width: 48rem)', true);
  return isWide ? (
    <MonthGrid month={month} trainings={trainings} showLocation={showLocation} />
  ) : (
    <MonthAgenda trainings={trainings} showLocation={showLocation} />
  );
}

function MonthGrid({
  month,
  trainings,
  showLocation,
}: {
  month: string;
  trainings: ScheduleTraining[];
  showLocation: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const weeks = monthWeeks(month);
  const byDay = groupByDay(trainings);
  const today = dayKeyOf(new Date());
  const weekday = dateTimeFormat(intlLocaleOf[language], { weekday: 'short' });
  const dayName = dateTimeFormat(intlLocaleOf[language], { dateStyle: 'full' });
  const time = dateTimeFormat(intlLocaleOf[language], { timeStyle: 'short' });
  return (
    <table className="schedule-grid" data-testid="schedule-month-grid">
      <caption className="visually-hidden">{t('companySchedule.month.caption')}</caption>
      <thead>
        <tr>
          {(weeks[0] ?? []).map((day) => (
            <th key={day.key} scope="col">
              {weekday.format(day.date)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.key}>
            {week.map((day) => {
              const items = day.inMonth ? (byDay.get(day.key) ?? []) : [];
              return (
                <td
                  key={day.key}
                  className={[
                    'schedule-day',
                    day.inMonth ? '' : 'schedule-day-outside',
                    day.key === today ? 'schedule-day-today' : '',
                  ].join(' ')}
                  aria-current={day.key === today ? 'date' : undefined}
                >
                  <span className="schedule-day-number" aria-label={dayName.format(day.date)}>
                    {day.date.getDate()}
                  </span>
                  {items.length > 0 ? (
                    <ul className="schedule-day-items">
                      {items.map((training) => (
                        <li
                          key={training.id}
                          className={
                            training.confirmed
                              ? 'schedule-chip'
                              : 'schedule-chip schedule-chip-tentative'
                          }
                        >
                          <Link
                            to={`/mybooking/${training.id}`}
                            title={[
                              training.title,
                              training.trainer,
                              showLocation ? training.locationName : null,
                            ]
                              .filter(Boolean)
                              .join(' – ')}
                            data-testid="schedule-grid-item"
                          >
                            <span className="schedule-chip-time">
                              {time.format(new Date(training.startsAt))}
                            </span>{' '}
                            {showLocation ? (
                              <span
                                className="schedule-chip-location"
                                data-testid="schedule-location-name"
                              >
                                {training.locationName}
                                {' · '}
                              </span>
                            ) : null}
                            {training.title}
                          </Link>
                          {training.confirmed ? null : (
                            <span className="visually-hidden">
                              {t('companySchedule.notConfirmed')}
                            </span>
                          )}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MonthAgenda({
  trainings,
  showLocation,
}: {
  trainings: ScheduleTraining[];
  showLocation: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const when = useTrainingWhen();
  const where = useTrainingWhere();
  if (trainings.length === 0) {
    return <EmptyState text={t('companySchedule.month.empty')} testId="schedule-month-empty" />;
  }
  const days = [...groupByDay(trainings)];
  return (
    <ol className="schedule-agenda" data-testid="schedule-agenda">
      {days.map(([key, items]) => (
        <li key={key}>
          <h3 className="schedule-agenda-day">
            {formatDate(items[0]!.startsAt, language, 'full')}
          </h3>
          <ul className="schedule-cards">
            {items.map((training) => (
              <li
                key={training.id}
                className="card schedule-card"
                data-testid="schedule-agenda-item"
              >
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
                {training.participants.length > 0 ? (
                  <p>{t('companySchedule.attendees', { names: participantNames(training) })}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

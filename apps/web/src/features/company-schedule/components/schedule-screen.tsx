import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intlLocaleOf } from '@app/contracts/locales';
import { TabList, tabPanelProps } from '../../../components/ui/tab-list.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useTrainingSchedule } from '../api/get-training-schedule.ts';
import { inMonth, monthKeyOf, monthRange, monthStart, shiftMonth } from '../utils/month-grid.ts';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';
import { ScheduleList } from './schedule-list.tsx';
import { ScheduleMonth } from './schedule-month.tsx';
import { useExportSchedule } from './use-export-schedule.ts';
import './company-schedule.css';
import { dateTimeFormat } from '../../../lib/intl.ts';

type View = 'month' | 'list';

/**
 * `dashboard/c/trainingschedule`: the active company's trainings of a month, as a calendar or a
 * list, filtered by location (a user of several locations of the group), department and person, exported as CSV, and its iCalendar feed.
 */
export function ScheduleScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [month, setMonth] = useState(() => monthKeyOf(new Date()));
  const [view, setView] = useState<View>('month');
  const [department, setDepartment] = useState('');
  // '' is the active location (the default), 'all' every location of the group the user belongs to.
  const [location, setLocation] = useState('');
  const [personInput, setPersonInput] = useState('');
  const person = useDebouncedValue(personInput.trim(), 300);
  const schedule = useTrainingSchedule({
    ...monthRange(month),
    department: department || undefined,
    person: person || undefined,
    location: location === '' ? undefined : location === 'all' ? 'all' : Number(location),
  });
  const locations = schedule.data?.locations ?? [];
  const activeLocationId = schedule.data?.activeLocationId;
  // Each training names its location when the trainings of several are on screen.
  const showLocation = location === 'all' && locations.length > 1;
  const exportSchedule = useExportSchedule();
  const monthName = dateTimeFormat(intlLocaleOf[language], {
    month: 'long',
    year: 'numeric',
  }).format(monthStart(month));

  return (
    <div className="schedule-screen">
      <header className="schedule-head">
        <h1 className="page-title">{t('companySchedule.title')}</h1>
        <p className="muted">{t('companySchedule.intro')}</p>
      </header>

      <div className="schedule-toolbar">
        <div
          className="schedule-month-nav"
          role="group"
          aria-label={t('companySchedule.month.nav')}
        >
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setMonth(shiftMonth(month, -1))}
            aria-label={t('companySchedule.month.previous')}
            data-testid="schedule-previous"
          >
            ‹
          </button>
          <h2 className="schedule-month-name" aria-live="polite" data-testid="schedule-month-name">
            {monthName}
          </h2>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setMonth(shiftMonth(month, 1))}
            aria-label={t('companySchedule.month.next')}
            data-testid="schedule-next"
          >
            ›
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setMonth(monthKeyOf(new Date()))}
          >
            {t('companySchedule.month.today')}
          </button>
        </div>

        <div className="schedule-filters">
          {locations.length > 1 ? (
            <FormField id={`${id}-location`} label={t('companySchedule.filters.location')}>
              {(control) => (
                <select
                  {...control}
                  className="input"
                  value={location === '' ? String(activeLocationId ?? '') : location}
                  onChange={(event) =>
                    setLocation(
                      event.target.value === String(activeLocationId) ? '' : event.target.value,
                    )
                  }
                  data-testid="schedule-location"
                >
                  <option value="all">{t('companySchedule.filters.allLocations')}</option>
                  {locations.map((option) => (
                    <option key={option.id} value={String(option.id)}>
                      {option.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ) : null}
          <FormField id={`${id}-department`} label={t('companySchedule.filters.department')}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={department}
                onChange={(event) => setDepartment(event.target.value)}
                data-testid="schedule-department"
              >
                <option value="">{t('companySchedule.filters.allDepartments')}</option>
                {[...new Set([...(schedule.data?.departments ?? []), department])]
                  .filter(Boolean)
                  .map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
              </select>
            )}
          </FormField>
          <FormField id={`${id}-person`} label={t('companySchedule.filters.person')}>
            {(control) => (
              <input
                {...control}
                type="search"
                className="input"
                maxLength={80}
                value={personInput}
                onChange={(event) => setPersonInput(event.target.value)}
                placeholder={t('companySchedule.filters.personPlaceholder')}
                data-testid="schedule-person"
              />
            )}
          </FormField>
        </div>
      </div>

      <div className="schedule-view-row">
        <TabList<View>
          tabs={[
            { id: 'month', label: t('companySchedule.views.month') },
            { id: 'list', label: t('companySchedule.views.list') },
          ]}
          selected={view}
          onSelect={setView}
          label={t('companySchedule.views.label')}
          idPrefix="schedule"
        />
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!schedule.data}
          onClick={() => {
            if (schedule.data)
              exportSchedule(inMonth(schedule.data.trainings, month), month, showLocation);
          }}
          data-testid="schedule-export"
        >
          {t('companySchedule.export')}
        </button>
      </div>

      <div {...tabPanelProps('schedule', view)} className="schedule-panel">
        <QueryStates query={schedule} errorTestId="schedule-error">
          {(data) => {
            const trainings = inMonth(data.trainings, month);
            return view === 'month' ? (
              <>
                {trainings.length === 0 ? (
                  department || person ? (
                    <EmptyState
                      text={t('companySchedule.list.empty')}
                      testId="schedule-month-empty"
                    />
                  ) : (
                    <EmptyState
                      text={t('companySchedule.month.empty')}
                      action={
                        <Link to="/search" className="btn btn-secondary">
                          {t('companySchedule.month.find')}
                        </Link>
                      }
                      testId="schedule-month-empty"
                    />
                  )
                ) : null}
                <ScheduleMonth month={month} trainings={trainings} showLocation={showLocation} />
              </>
            ) : (
              <ScheduleList trainings={trainings} showLocation={showLocation} />
            );
          }}
        </QueryStates>
      </div>

      <CalendarFeedPanel />
    </div>
  );
}

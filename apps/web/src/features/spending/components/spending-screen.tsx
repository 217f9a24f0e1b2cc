import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intlLocaleOf } from '@app/contracts/locales';
import { isOverrun } from '@app/contracts/spend';
import { useLanguage } from '../../../hooks/use-language.ts';
import { FiguresChart } from '../../../shared/charts/figures-chart.tsx';
import { FiguresTable } from '../../../shared/charts/figures-table.tsx';
import { monthLabels, type ChartSeries } from '../../../shared/charts/figures.ts';
import { FigureCard, YearPicker } from '../../../shared/charts/report-controls.tsx';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import {
  useSpendingReport,
  type SpendingLocation,
  type SpendingReport,
} from '../api/get-spending-report.ts';
import '../../../shared/charts/figures.css';

type Group = SpendingReport['byDepartment'][number];

/**
 * `/dashboard/c/totalspending` (company staff; docs/product.md, "Spending"): committed (purchase
 * orders) beside actual (invoices less credit notes) by month, location, department, category
 * and provider, against the year's budgets; a super admin of several locations picks one or all.
 */
export function SpendingScreen({ currentYear }: { currentYear: number }) {
  const { t } = useTranslation();
  const [year, setYear] = useState(currentYear);
  const [location, setLocation] = useState<SpendingLocation>(undefined);
  const query = useSpendingReport(year, location);
  const locationId = useId();
  const locations = query.data?.locations ?? [];
  return (
    <div className="spending" data-testid="spending">
      <div className="report-head">
        <div>
          <h1 className="page-title">{t('spending.title')}</h1>
          <p className="muted">{t('spending.intro')}</p>
        </div>
        <div className="report-controls">
          <YearPicker
            year={year}
            years={query.data?.years ?? [currentYear]}
            onChange={setYear}
            testId="spending-year"
          />
          {locations.length > 1 ? (
            <div className="report-control">
              <label htmlFor={locationId}>{t('spending.location')}</label>
              <select
                id={locationId}
                className="input"
                value={location === undefined ? '' : String(location)}
                onChange={(event) => {
                  const value = event.target.value;
                  setLocation(value === '' ? undefined : value === 'all' ? 'all' : Number(value));
                }}
                data-testid="spending-location"
              >
                <option value="">{t('spending.activeLocation')}</option>
                <option value="all">{t('spending.allLocations')}</option>
                {locations.map((each) => (
                  <option key={each.id} value={each.id}>
                    {each.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
      </div>
      <QueryStates query={query} errorTestId="spending-error">
        {(report) => <SpendingFigures report={report} />}
      </QueryStates>
    </div>
  );
}

function SpendingFigures({ report }: { report: SpendingReport }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { currency, year } = report;
  const series: ChartSeries[] = [
    { key: 'committed', label: t('spend.committed') },
    { key: 'actual', label: t('spend.actual') },
  ];
  const months = monthLabels(intlLocaleOf[language]);
  const rowsOf = (groups: Group[], nameOf: (group: Group) => string) =>
    groups.map((group, index) => ({
      key: `${group.id ?? 'none'}-${group.label ?? ''}-${index}`,
      label: nameOf(group),
      values: { committed: group.committedMinor, actual: group.actualMinor },
    }));
  const categoryName = (group: Group) =>
    group.label === null
      ? t('spending.noCategory')
      : t(`categories.${group.label}`, { defaultValue: group.label });
  const locationBudgets = report.budgets.filter((budget) => budget.department === '');
  const budgetTotal = locationBudgets.reduce((sum, budget) => sum + budget.amountMinor, 0);
  const overrun = locationBudgets.some(isOverrun);
  const isEmpty = report.total.orders === 0 && report.total.invoices === 0;
  return (
    <>
      <ul className="figure-cards" aria-label={t('spending.totals')}>
        <FigureCard
          label={t('spend.committed')}
          amountMinor={report.total.committedMinor}
          count={report.total.orders}
          currency={currency}
          testId="spending-committed"
        />
        <FigureCard
          label={t('spend.actual')}
          amountMinor={report.total.actualMinor}
          count={report.total.invoices}
          currency={currency}
          testId="spending-actual"
        />
        {budgetTotal > 0 ? (
          <FigureCard
            label={t('spending.budget')}
            amountMinor={budgetTotal}
            currency={currency}
            testId="spending-budget"
            {...(overrun ? { tone: 'warning' as const } : {})}
          />
        ) : null}
      </ul>
      {isEmpty ? (
        <EmptyState
          text={t('spending.empty', { year })}
          action={
            <Link to="/mybooking" className="btn btn-secondary">
              {t('spending.emptyAction')}
            </Link>
          }
          testId="spending-empty"
        />
      ) : (
        <>
          <section className="report-section" aria-labelledby="spending-months-heading">
            <h2 id="spending-months-heading">{t('spending.byMonth')}</h2>
            <FiguresChart
              title={t('spending.byMonthOf', { year })}
              categoryHeading={t('spending.month')}
              series={series}
              rows={report.byMonth.map((month) => ({
                key: String(month.month),
                label: months[month.month - 1] ?? String(month.month),
                values: { committed: month.committedMinor, actual: month.actualMinor },
              }))}
              currency={currency}
              fileName={`spending-${year}-months`}
              testId="spending-months"
              withTotal
            />
          </section>
          <div className="report-tables">
            {report.byLocation.length > 1 ? (
              <FiguresTable
                title={t('spending.byLocation')}
                categoryHeading={t('spending.location')}
                series={series}
                rows={rowsOf(report.byLocation, (group) => group.label ?? '')}
                currency={currency}
                fileName={`spending-${year}-locations`}
                testId="spending-locations"
                withTotal
              />
            ) : null}
            <FiguresTable
              title={t('spending.byDepartment')}
              categoryHeading={t('spending.department')}
              series={series}
              rows={rowsOf(
                report.byDepartment,
                (group) => group.label ?? t('spending.noDepartment'),
              )}
              currency={currency}
              fileName={`spending-${year}-departments`}
              testId="spending-departments"
            />
            <FiguresTable
              title={t('spending.byCategory')}
              categoryHeading={t('spending.category')}
              series={series}
              rows={rowsOf(report.byCategory, categoryName)}
              currency={currency}
              fileName={`spending-${year}-categories`}
              testId="spending-categories"
            />
            <FiguresTable
              title={t('spending.byProvider')}
              categoryHeading={t('spending.provider')}
              series={series}
              rows={rowsOf(report.byProvider, (group) => group.label ?? '')}
              currency={currency}
              fileName={`spending-${year}-providers`}
              testId="spending-providers"
            />
          </div>
        </>
      )}
      <section className="report-section" aria-labelledby="spending-budgets-heading">
        <h2 id="spending-budgets-heading">{t('spending.budgets')}</h2>
        {report.budgets.length === 0 ? (
          <EmptyState
            text={t('spending.noBudgets', { year })}
            action={
              <Link to="/dashboard/c/feeapproval#budgets" className="btn btn-secondary">
                {t('spending.setBudgets')}
              </Link>
            }
            testId="spending-no-budgets"
          />
        ) : (
          <FiguresTable
            title={t('spending.budgetsOf', { year })}
            categoryHeading={t('spending.budgetName')}
            series={[
              { key: 'budget', label: t('spending.budget') },
              { key: 'booked', label: t('spend.booked') },
              ...series,
              { key: 'available', label: t('spend.available') },
            ]}
            rows={report.budgets.map((budget) => {
              const part =
                budget.department === '' ? t('spending.wholeLocation') : budget.department;
              return {
                key: `${budget.locationId}-${budget.department}`,
                label: report.locations.length > 1 ? `${budget.locationName} – ${part}` : part,
                values: {
                  budget: budget.amountMinor,
                  booked: budget.bookedMinor,
                  committed: budget.committedMinor,
                  actual: budget.actualMinor,
                  available: budget.remainingMinor,
                },
              };
            })}
            currency={currency}
            fileName={`spending-${year}-budgets`}
            testId="spending-budgets"
          />
        )}
      </section>
    </>
  );
}

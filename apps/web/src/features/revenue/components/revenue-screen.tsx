import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intlLocaleOf } from '@app/contracts/locales';
import { useLanguage } from '../../../hooks/use-language.ts';
import { FiguresChart } from '../../../shared/charts/figures-chart.tsx';
import { FiguresTable } from '../../../shared/charts/figures-table.tsx';
import { monthLabels, type ChartSeries } from '../../../shared/charts/figures.ts';
import { FigureCard, YearPicker } from '../../../shared/charts/report-controls.tsx';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useRevenueReport, type RevenueReport } from '../api/get-revenue-report.ts';
import '../../../shared/charts/figures.css';

type Group = RevenueReport['byTopic'][number];

/**
 * `/revenue` (providers; docs/product.md, "Revenue"): what the provider invoiced in a year, less
 * credit notes: the states of their invoices, a chart by month with its table, tables by topic,
 * event and client, and the year's totals for the tax return; every table downloads as CSV.
 */
export function RevenueScreen({ currentYear }: { currentYear: number }) {
  const { t } = useTranslation();
  const [year, setYear] = useState(currentYear);
  const query = useRevenueReport(year);
  return (
    <div className="revenue" data-testid="revenue">
      <div className="report-head">
        <div>
          <h1 className="page-title">{t('revenue.title')}</h1>
          <p className="muted">{t('revenue.intro')}</p>
        </div>
        <div className="report-controls">
          <YearPicker
            year={year}
            years={query.data?.years ?? [currentYear]}
            onChange={setYear}
            testId="revenue-year"
          />
        </div>
      </div>
      <QueryStates query={query} errorTestId="revenue-error">
        {(report) => <RevenueFigures report={report} />}
      </QueryStates>
    </div>
  );
}

function RevenueFigures({ report }: { report: RevenueReport }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { currency, year } = report;
  const amounts: ChartSeries[] = [
    { key: 'net', label: t('revenue.net') },
    { key: 'gross', label: t('revenue.gross') },
  ];
  const months = monthLabels(intlLocaleOf[language]);
  const rowsOf = (groups: Group[], fallback: string) =>
    groups.map((group, index) => ({
      key: `${group.id ?? 'none'}-${group.label ?? ''}-${index}`,
      label: group.label ?? fallback,
      values: { net: group.netMinor, gross: group.grossMinor },
    }));
  const isEmpty = report.taxReturn.total.count === 0;
  const state = report.byState;
  return (
    <>
      <ul className="figure-cards" aria-label={t('revenue.states')}>
        <FigureCard
          label={t('revenue.issued')}
          amountMinor={state.issued.grossMinor}
          count={state.issued.count}
          currency={currency}
          testId="revenue-issued"
        />
        <FigureCard
          label={t('revenue.paid')}
          amountMinor={state.paid.grossMinor}
          count={state.paid.count}
          currency={currency}
          testId="revenue-paid"
        />
        <FigureCard
          label={t('revenue.outstanding')}
          amountMinor={state.outstanding.grossMinor}
          count={state.outstanding.count}
          currency={currency}
          testId="revenue-outstanding"
        />
        <FigureCard
          label={t('revenue.overdue')}
          amountMinor={state.overdue.grossMinor}
          count={state.overdue.count}
          currency={currency}
          testId="revenue-overdue"
          {...(state.overdue.count > 0 ? { tone: 'warning' as const } : {})}
        />
      </ul>
      {isEmpty ? (
        <EmptyState
          text={t('revenue.empty', { year })}
          action={
            <Link to="/mybooking" className="btn btn-secondary">
              {t('revenue.emptyAction')}
            </Link>
          }
          testId="revenue-empty"
        />
      ) : (
        <>
          <section className="report-section" aria-labelledby="revenue-months-heading">
            <h2 id="revenue-months-heading">{t('revenue.byMonth')}</h2>
            <FiguresChart
              title={t('revenue.byMonthOf', { year })}
              categoryHeading={t('revenue.month')}
              series={amounts}
              rows={report.byMonth.map((month) => ({
                key: String(month.month),
                label: months[month.month - 1] ?? String(month.month),
                values: { net: month.netMinor, gross: month.grossMinor },
              }))}
              currency={currency}
              fileName={`revenue-${year}-months`}
              testId="revenue-months"
              withTotal
            />
          </section>
          <div className="report-tables">
            <FiguresTable
              title={t('revenue.byTopic')}
              categoryHeading={t('revenue.topic')}
              series={amounts}
              rows={rowsOf(report.byTopic, t('revenue.noTopic'))}
              currency={currency}
              fileName={`revenue-${year}-topics`}
              testId="revenue-topics"
            />
            {report.byEvent.length > 0 ? (
              <FiguresTable
                title={t('revenue.byEvent')}
                categoryHeading={t('revenue.event')}
                series={amounts}
                rows={rowsOf(report.byEvent, t('revenue.noTopic'))}
                currency={currency}
                fileName={`revenue-${year}-events`}
                testId="revenue-events"
              />
            ) : null}
            <FiguresTable
              title={t('revenue.byClient')}
              categoryHeading={t('revenue.client')}
              series={amounts}
              rows={rowsOf(report.byClient, t('revenue.noClient'))}
              currency={currency}
              fileName={`revenue-${year}-clients`}
              testId="revenue-clients"
            />
          </div>
        </>
      )}
      <section className="report-section" aria-labelledby="revenue-tax-heading">
        <h2 id="revenue-tax-heading">{t('revenue.taxReturn')}</h2>
        <p className="muted">{t('revenue.taxReturnHint')}</p>
        <FiguresTable
          title={t('revenue.taxReturnOf', { year })}
          categoryHeading={t('revenue.document')}
          series={[
            { key: 'net', label: t('revenue.taxable') },
            { key: 'vat', label: t('revenue.vat') },
            { key: 'gross', label: t('revenue.gross') },
          ]}
          rows={(
            [
              ['invoices', t('revenue.invoices'), 1],
              ['creditNotes', t('revenue.creditNotes'), -1],
              ['total', t('revenue.total'), 1],
            ] as const
          ).map(([key, label, sign]) => {
            const amounts = report.taxReturn[key];
            return {
              key,
              label: `${label} (${amounts.count})`,
              values: {
                net: sign * amounts.netMinor,
                vat: sign * amounts.vatMinor,
                gross: sign * amounts.grossMinor,
              },
            };
          })}
          currency={currency}
          fileName={`revenue-${year}-tax-return`}
          testId="revenue-tax"
        />
      </section>
    </>
  );
}

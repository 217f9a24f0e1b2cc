import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { figurePeriods, type FigurePeriod } from '@app/contracts/actions/platform';
import type { Language } from '@app/contracts/locales';
import { TabList } from '../../../components/ui/tab-list.tsx';
import { dateTimeFormat } from '../../../lib/intl.ts';
import { FiguresChart } from '../../../shared/charts/figures-chart.tsx';
import type { ChartRow, ChartSeries } from '../../../shared/charts/figures.ts';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useMarketplaceFigures, type MarketplaceFigures } from '../api/figures.ts';

/**
 * The marketplace's own figures, by week or by month: companies by subscription now, then
 * sign-ups, listings and bookings, booked and invoiced value (operators only), and reports with
 * their time to close; each a chart with the same figures as a table and CSV.
 */
export function FiguresScreen({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<FigurePeriod>('month');
  const figures = useMarketplaceFigures(period);
  return (
    <div className="console-page" data-testid="console-figures">
      <h1>{t('console.figures.title')}</h1>
      <p className="muted">{t('console.figures.intro')}</p>
      <TabList
        tabs={figurePeriods.map((id) => ({ id, label: t(`console.figures.periods.${id}`) }))}
        selected={period}
        onSelect={setPeriod}
        label={t('console.figures.periodLabel')}
        idPrefix="figures-period"
      />
      <div
        role="tabpanel"
        id="figures-period-panel"
        aria-labelledby={`figures-period-tab-${period}`}
      >
        <QueryStates query={figures}>
          {(data) => <FiguresBody data={data} language={language} />}
        </QueryStates>
      </div>
    </div>
  );
}

function FiguresBody({ data, language }: { data: MarketplaceFigures; language: Language }) {
  const { t } = useTranslation();
  const label = dateTimeFormat(
    language,
    data.period === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  );
  const rowsOf = (
    values: (bucket: MarketplaceFigures['buckets'][number]) => Record<string, number>,
  ) =>
    data.buckets.map((bucket): ChartRow => ({
      key: bucket.start,
      label: label.format(new Date(`${bucket.start}T00:00:00Z`)),
      values: values(bucket),
    }));
  const heading = t(`console.figures.periods.${data.period}`);
  const fileName = (name: string) => `${name}-${data.period}`;
  const states = [
    ...new Set(data.buckets.flatMap((bucket) => Object.keys(bucket.bookings))),
  ].sort();
  const stateSeries: ChartSeries[] = states.map((state) => ({
    key: state,
    label: t(`bookings.state.${state}`, { defaultValue: state }),
  }));
  const hasMoney = data.buckets.some((bucket) => bucket.bookedValue !== null);
  return (
    <div className="console-figures">
      <ul className="console-figure-cards" aria-label={t('console.figures.companiesNow')}>
        {(['trial', 'active', 'expired'] as const).map((key) => (
          <li key={key} className="card console-figure-card" data-testid={`companies-${key}`}>
            <span className="console-figure-value">{data.companies[key]}</span>
            <span className="muted">{t(`console.figures.companies.${key}`)}</span>
          </li>
        ))}
      </ul>
      <FiguresChart
        title={t('console.figures.signups')}
        categoryHeading={heading}
        series={[
          { key: 'seekers', label: t('console.figures.seekers') },
          { key: 'providers', label: t('console.figures.providers') },
          { key: 'companies', label: t('console.figures.newCompanies') },
        ]}
        rows={rowsOf((bucket) => ({ ...bucket.signups }))}
        currency={null}
        fileName={fileName('signups')}
        testId="figures-signups"
        withTotal
      />
      <FiguresChart
        title={t('console.figures.bookings')}
        categoryHeading={heading}
        series={[
          ...stateSeries,
          { key: 'listings', label: t('console.figures.listings'), kind: 'line' },
        ]}
        rows={rowsOf((bucket) => ({ ...bucket.bookings, listings: bucket.listingsPublished }))}
        currency={null}
        fileName={fileName('bookings')}
        testId="figures-bookings"
        withTotal
      />
      {hasMoney ? (
        <FiguresChart
          title={t('console.figures.money')}
          categoryHeading={heading}
          series={[
            { key: 'booked', label: t('console.figures.bookedValue') },
            { key: 'invoiced', label: t('console.figures.invoicedValue') },
          ]}
          rows={rowsOf((bucket) => ({
            booked: bucket.bookedValue ?? 0,
            invoiced: bucket.invoicedValue ?? 0,
          }))}
          currency={data.currency}
          fileName={fileName('value')}
          testId="figures-money"
          withTotal
        />
      ) : null}
      <FiguresChart
        title={t('console.figures.reports')}
        categoryHeading={heading}
        series={[
          { key: 'opened', label: t('console.figures.reportsOpened') },
          { key: 'closed', label: t('console.figures.reportsClosed') },
          { key: 'invoices', label: t('console.figures.invoicesIssued') },
          { key: 'hours', label: t('console.figures.medianHours'), kind: 'line' },
        ]}
        rows={rowsOf((bucket) => ({
          opened: bucket.reportsOpened,
          closed: bucket.reportsClosed,
          invoices: bucket.invoicesIssued,
          hours: Math.round(bucket.medianHoursToClose ?? 0),
        }))}
        currency={null}
        fileName={fileName('activity')}
        testId="figures-reports"
      />
    </div>
  );
}

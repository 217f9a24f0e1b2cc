import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FiguresTable, type FiguresTableProps } from './figures-table.tsx';
import './figures.css';

/** Recharts is fetched only when a page draws a chart (its own chunk, not the first page's). */
const ReportChart = lazy(() => import('./report-chart.tsx'));

/**
 * The one money chart of the product (docs/product.md, "Revenue" and "Spending"): bars and lines
 * by Recharts, and under it the same figures as a table, with a CSV download. The drawing is
 * hidden from screen readers, who read the table.
 */
export function FiguresChart(props: FiguresTableProps) {
  const { t } = useTranslation();
  return (
    <figure className="figures-chart" data-testid={`${props.testId}-chart`}>
      <div className="figures-chart-drawing" aria-hidden="true">
        <Suspense fallback={<p className="muted">{t('charts.loading')}</p>}>
          <ReportChart rows={props.rows} series={props.series} currency={props.currency} />
        </Suspense>
      </div>
      <FiguresTable {...props} />
    </figure>
  );
}

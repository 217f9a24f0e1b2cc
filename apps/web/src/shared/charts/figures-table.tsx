import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language.ts';
import { downloadText, toCsv } from '../../lib/csv.ts';
import { formatNumber, formatPrice } from '../../lib/format.ts';
import { csvRowsOf, type ChartRow, type ChartSeries } from './figures.ts';
import './figures.css';

export interface FiguresTableProps {
  title: string;
  /** The first column's heading: "Month", "Topic", "Location". */
  categoryHeading: string;
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
  /** The amounts' currency (minor units); null when the figures are counts. */
  currency: string | null;
  /** The CSV file's name, without ".csv". */
  fileName: string;
  testId: string;
  /** A total row at the foot (the sum of the rows' figures). */
  withTotal?: boolean;
}

/**
 * A money table with its CSV download (made in the browser, amounts as plain decimals): the
 * figures of a chart for everyone, or a table on its own. Amounts in the viewer's locale.
 */
export function FiguresTable({
  title,
  categoryHeading,
  series,
  rows,
  currency,
  fileName,
  testId,
  withTotal = false,
}: FiguresTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const captionId = useId();
  const download = () =>
    downloadText(
      toCsv(
        [
          categoryHeading,
          ...series.map((each) => (currency ? `${each.label} (${currency})` : each.label)),
        ],
        csvRowsOf(rows, series, currency),
        language,
      ),
      `${fileName}.csv`,
    );
  const shown = (value: number) =>
    currency ? formatPrice(value, language, currency) : formatNumber(value, language);
  const totals = series.map((each) =>
    rows.reduce((sum, row) => sum + (row.values[each.key] ?? 0), 0),
  );
  return (
    <div className="figures-table" data-testid={testId}>
      <div
        className="figures-table-scroll"
        role="region"
        aria-labelledby={captionId}
        // Focusable so that keyboard users can scroll it sideways.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table>
          <caption id={captionId}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryHeading}</th>
              {series.map((each) => (
                <th scope="col" key={each.key} className="figures-amount">
                  {each.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {series.map((each) => (
                  <td key={each.key} className="figures-amount">
                    {shown(row.values[each.key] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {withTotal ? (
            <tfoot>
              <tr>
                <th scope="row">{t('charts.total')}</th>
                {totals.map((total, index) => (
                  <td key={series[index]!.key} className="figures-amount">
                    {shown(total)}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <button
        type="button"
        className="btn btn-secondary figures-csv"
        onClick={download}
        data-testid={`${testId}-csv`}
      >
        {t('charts.downloadCsv', { title })}
      </button>
    </div>
  );
}
